import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { Layout } from './components/Layout';
import { mailboxAddress } from './flow/mailbox';
import { ConnectedApps } from './screens/ConnectedApps';
import { SandboxMailbox } from './screens/SandboxMailbox';
import './styles.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
// `/onboarding/mailbox?to=…` is the sandbox mailbox page; everything else is the flow.
const mailboxTo = mailboxAddress(window.location);
createRoot(root).render(
  <StrictMode>
    {mailboxTo !== undefined ? (
      <Layout sandbox>
        <SandboxMailbox to={mailboxTo} />
      </Layout>
    ) : /\/connected-apps\/?$/.test(window.location.pathname) ? (
      <ConnectedApps />
    ) : (
      <App />
    )}
  </StrictMode>,
);
