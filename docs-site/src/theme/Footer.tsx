import { footer } from '../navigation/site.js';

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-columns">
        {footer.map((column) => (
          <div key={column.title}>
            <h2 className="footer-title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} rel="noopener">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="footer-copy">emoney is open source under the Apache-2.0 licence. Sandbox money is not real money.</p>
    </footer>
  );
}
