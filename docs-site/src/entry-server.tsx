import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './App.js';
import { BASE_PATH, routes } from './navigation/site.js';
import { pageLoader } from './pages/pageLoaders.js';
import { loadPage, registerPageLoaders } from './state/pageLoader.js';
import { headScript } from './state/headScript.js';

export { routes, BASE_PATH, headScript };

registerPageLoaders(pageLoader);

/** Loads every page module so rendering is synchronous and complete. */
export async function preloadAll(): Promise<void> {
  await Promise.all(routes.map((r) => loadPage(r)));
}

/** The HTML of the app at a URL path (under the base path). */
export function render(url: string): string {
  return renderToString(
    <>
      <StaticRouter basename={BASE_PATH.replace(/\/$/, '')} location={url}>
        <App />
      </StaticRouter>
    </>,
  );
}
