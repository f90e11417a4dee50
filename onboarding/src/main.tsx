import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ConnectedApps } from './screens/ConnectedApps';
import './styles.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    {/\/connected-apps\/?$/.test(window.location.pathname) ? <ConnectedApps /> : <App />}
  </StrictMode>,
);
