import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.js';
import { BASE_PATH, routeAt } from './navigation/site.js';
import { pageLoader } from './pages/pageLoaders.js';
import { loadPage, registerPageLoaders } from './state/pageLoader.js';
import './styles.css';

registerPageLoaders(pageLoader);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <>
    <BrowserRouter basename={BASE_PATH.replace(/\/$/, '')}>
      <App />
    </BrowserRouter>
  </>
);

// Load this page's chunk before hydrating so the first client render matches the prerendered HTML.
// If it cannot load, render on the client instead: the page shows the error and Retry.
const route = routeAt(location.pathname);
const ready = route ? loadPage(route).then(() => true, () => false) : Promise.resolve(true);
void ready.then((loaded) => {
  if (loaded && container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
