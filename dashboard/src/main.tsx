import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@emoney/onboarding/styles.css';
import './theme/dashboard.css';
import { App } from './App';
import { applyStoredTheme } from './state/useTheme';

applyStoredTheme();
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
