import { CopyButton } from './CopyButton';

/** A value in monospace with its copy button. */
export function Copyable({ value, what }: { value: string; what: string }) {
  return (
    <span className="copyable">
      <code className="mono">{value}</code>
      <CopyButton value={value} what={what} />
    </span>
  );
}
