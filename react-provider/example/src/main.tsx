import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EmoneyProvider } from '@emoney/react-provider';
import { App } from './App.js';

declare const __EMONEY_CLIENT_ID__: string;

// The API is reached through this origin (see vite.config.ts), so baseUrl is the page's origin.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <EmoneyProvider clientId={__EMONEY_CLIENT_ID__} redirectUri={`${location.origin}/callback`} baseUrl={location.origin}>
      <App />
    </EmoneyProvider>
  </StrictMode>,
);
