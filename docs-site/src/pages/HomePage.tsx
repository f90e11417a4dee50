import { apiVersions } from 'virtual:api-versions';
import { CodeBlock } from '../theme/CodeBlock.js';
import { SiteLink } from '../theme/SiteLink.js';

/** Three lines from a running sandbox (`make start` prints the client ID and secret) to a first answer. */
const QUICKSTART = `import { EmoneyClient } from '@emoney/sdk';
const client = new EmoneyClient({ baseUrl: 'http://localhost:4000', clientId: process.env.EMONEY_CLIENT_ID!, clientSecret: process.env.EMONEY_CLIENT_SECRET! });
console.log(await client.listTokens());`;

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
        These pages document the HTTP API v2 ({apiVersions[0]?.version}), the JavaScript SDK and the React provider. Everything works the same in the sandbox, with fake
        money, as in production.
      </p>
      <section className="quickstart" aria-labelledby="quickstart">
        <h2 id="quickstart">Quickstart</h2>
        <p>
          Run <code>make start</code> in a clone of the repository: it starts a sandbox and prints a client ID and secret. Then, with the SDK installed:
        </p>
        <CodeBlock data-language="ts">
          <code>{QUICKSTART}</code>
        </CodeBlock>
        <p className="cta-row">
          <SiteLink to="docs/api" className="cta cta-primary">
            Try it in the API reference
          </SiteLink>
          <SiteLink to="getting-started" className="cta">
            Getting started, step by step
          </SiteLink>
        </p>
      </section>
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
