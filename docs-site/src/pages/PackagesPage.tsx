import { SiteLink } from '../theme/SiteLink.js';

const packages = [
  {
    name: '@emoney/sdk',
    to: 'packages/sdk',
    text: 'The JavaScript SDK: one EmoneyClient class for every call of the API v2, typed from the contract, plus helpers to build the messages users sign, parse chains and verify webhooks.',
    install: 'npm install @emoney/sdk',
  },
  {
    name: '@emoney/react-provider',
    to: 'packages/sdk-react-provider',
    text: 'The React provider: a context around an SDK client and hooks for authorization, profiles, addresses, IBANs, balances and orders.',
    install: 'npm install @emoney/react-provider @emoney/sdk',
  },
];

export default function PackagesPage() {
  return (
    <>
      <h1>Packages</h1>
      <p>Two packages wrap the API. Both are written in TypeScript and take every type from the OpenAPI contract.</p>
      <p>
        They are not on the npm registry yet: until they are, install the tarballs <code>make pack</code> writes, as{' '}
        <SiteLink to="getting-started">Getting started</SiteLink> shows.
      </p>
      {packages.map((p) => (
        <section key={p.name} className="package">
          <h2 id={p.name.replace(/[@/]/g, '-').replace(/^-/, '')}>
            <SiteLink to={p.to}>{p.name}</SiteLink>
          </h2>
          <p>{p.text}</p>
          <pre>
            <code>{p.install}</code>
          </pre>
        </section>
      ))}
    </>
  );
}
