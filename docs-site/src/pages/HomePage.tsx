import { versions } from '../navigation/site.js';
import { SiteLink } from '../theme/SiteLink.js';

const cards = [
  { to: 'getting-started', title: 'Getting started', text: 'Sandbox credentials, the SDK, and your first call in minutes.' },
  { to: 'authorization', title: 'Authorization', text: 'PKCE, client credentials, refresh tokens and Sign-In with Ethereum.' },
  { to: 'docs/api', title: 'API reference', text: 'Every operation of the HTTP API v2, from the OpenAPI contract.' },
  { to: 'packages/sdk', title: 'SDK', text: 'One client class for every call, plus helpers for messages, chains and webhooks.' },
  { to: 'packages/sdk-react-provider', title: 'React provider', text: 'Hooks for profiles, IBANs, orders and balances.' },
  { to: 'tokens', title: 'Tokens', text: 'EURe, GBPe, USDe and ISKe on every supported chain.' },
];

export default function HomePage() {
  return (
    <>
      <h1>emoney developer documentation</h1>
      <p className="lead">
        emoney is a regulated e-money platform you can build on or host yourself. Euro payments arriving at a customer&apos;s personal IBAN are minted as a
        euro-backed token on the customer&apos;s linked address; sending the token back to a bank account burns it and pays out by SEPA, authorised by a
        wallet signature. Tokens exist for euro, pound, dollar and krona.
      </p>
      <p>
        These pages document the HTTP API v2 ({versions[0]}), the JavaScript SDK and the React provider. Everything works the same in the sandbox, with fake
        money, as in production.
      </p>
      <ul className="cards">
        {cards.map((c) => (
          <li key={c.to} className="card">
            <SiteLink to={c.to}>
              <span className="card-title">{c.title}</span>
              <span className="card-text">{c.text}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  );
}
