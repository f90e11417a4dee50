// A Vite-style React app using the packed packages: strict tsc under `Bundler` resolution (and
// again with Vite's template setting `skipLibCheck`), then bundled for the browser with esbuild.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EmoneyProvider, useAuth, useProfiles, useTokens, type Token } from '@emoney/react-provider';
import { getChainId, shortenIban, type Chain, type ChainId } from '@emoney/sdk';

// The types are the contract's, not `any`: each line below must be a type error, also when the
// project skips checking libraries' declarations.
// @ts-expect-error: no chain id
export const wrongId: ChainId = 'mainnet';
// @ts-expect-error: no chain
export const wrongChain: Chain = 'mainnet';

function Tokens() {
  const { isAuthorized, authorize } = useAuth();
  const tokens = useTokens();
  const profiles = useProfiles({ state: 'approved' });
  if (!isAuthorized) return <button onClick={() => void authorize({ chain: 'sepolia' })}>Sign in</button>;
  const label = (t: Token) => `${t.symbol} on ${t.chain} (${getChainId(t.chain)})`;
  return (
    <ul data-profiles={profiles.data?.length}>
      {tokens.data?.map((t) => <li key={`${t.chain}-${t.address}`}>{label(t)}</li>)}
      <li>{shortenIban('IS140159260076545510730339')}</li>
    </ul>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <EmoneyProvider clientId="app" redirectUri={`${location.origin}/callback`} baseUrl="http://127.0.0.1:4000">
      <Tokens />
    </EmoneyProvider>
  </StrictMode>,
);
