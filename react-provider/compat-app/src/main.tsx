// The app shell as the provider's README shows it: the app's own QueryClientProvider, then the
// provider with the auth flow's settings and the kept refresh token.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MoneriumProvider } from '@emoney/react-provider/compat'; // was: '@monerium/sdk-react-provider'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import App from './App';

const queryClient = new QueryClient();
const params = new URLSearchParams(location.search);

function Root() {
  const [refreshToken, setRefreshToken] = useState<string | undefined>(sessionStorage.getItem('refreshToken') ?? undefined);
  return (
    <QueryClientProvider client={queryClient}>
      <MoneriumProvider
        clientId={params.get('clientId') ?? 'f99e629b-6dca-11ee-8aa6-5273f65ed05b'}
        redirectUri={`${location.origin}/`}
        environment="sandbox"
        // You should store the refresh token in a secure way
        onRefreshTokenUpdate={(token) => {
          sessionStorage.setItem('refreshToken', token);
          setRefreshToken(token);
        }}
        refreshToken={refreshToken}
      >
        <App />
      </MoneriumProvider>
    </QueryClientProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Root />);
