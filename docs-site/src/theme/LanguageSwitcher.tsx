import { languages } from '../navigation/site.js';

/** The language choice: English only today, so choosing keeps the page. */
export function LanguageSwitcher() {
  return (
    <label className="navbar-select">
      <span className="visually-hidden">Language</span>
      <select defaultValue="en" aria-label="Language">
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </label>
  );
}
