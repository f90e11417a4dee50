import { languages } from '../navigation/site.js';

/**
 * The language choice. With one language there is nothing to choose: it shows as a label (a
 * select offering one option would promise a choice the site does not have).
 */
export function LanguageSwitcher() {
  if (languages.length < 2) {
    const only = languages[0] ?? { code: 'en', label: 'English' };
    return (
      <span className="navbar-label" lang={only.code}>
        <span className="visually-hidden">Language: </span>
        {only.label}
      </span>
    );
  }
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
