import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EmoneyProvider } from '@emoney/react-provider';
import { App } from './App.js';

declare const __EMONEY_CLIENT_ID__: string;
declare const __EMONEY_URL__: string;

// The API on its own origin (EMONEY_URL, see vite.config.ts): the sandbox allows this app's origin
// because its redirect URI is registered there.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <EmoneyProvider clientId={__EMONEY_CLIENT_ID__} redirectUri={`${location.origin}/callback`} baseUrl={__EMONEY_URL__}>
      <App />
    </EmoneyProvider>
  </StrictMode>,
);
