// The event types a subscription receives, as checkboxes; none ticked means every type.
import { EVENT_TYPES } from '../../state/deliveries';

export function EventTypesField({ types, onChange, error }: { types: string[]; onChange: (types: string[]) => void; error?: string | undefined }) {
  const toggle = (type: string, on: boolean) => onChange(on ? [...types, type] : types.filter((t) => t !== type));
  return (
    <fieldset className={error === undefined ? 'choice' : 'choice field-invalid'} id="types" tabIndex={-1}>
      <legend>Event types</legend>
      <p className="hint">Tick none to receive every event type.</p>
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
