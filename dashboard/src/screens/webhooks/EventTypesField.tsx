// The event types a subscription receives, as checkboxes (at least one).
import type { EventType } from '../../api/types';
import { EVENT_TYPES } from '../../state/deliveries';

export function EventTypesField({ types, onChange, error }: { types: EventType[]; onChange: (types: EventType[]) => void; error?: string | undefined }) {
  const toggle = (type: EventType, on: boolean) => onChange(on ? [...types, type] : types.filter((t) => t !== type));
  return (
    <fieldset className={error === undefined ? 'choice' : 'choice field-invalid'} id="types" tabIndex={-1}>
      <legend>Event types</legend>
      {error !== undefined && <p className="field-error">{error}</p>}
      <ul className="checkbox-list">
        {EVENT_TYPES.map((type) => (
          <li key={type}>
            <label>
              <input type="checkbox" name="types" value={type} checked={types.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />
              <code className="mono">{type}</code>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
