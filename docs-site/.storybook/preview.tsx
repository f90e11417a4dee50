import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { BASE_PATH } from '../src/navigation/site.js';
import { AnnouncementProvider } from '../src/state/AnnouncementProvider.js';
import { NavigationProvider } from '../src/state/NavigationProvider.js';
import { SearchProvider } from '../src/state/SearchProvider.js';
import { ThemeProvider } from '../src/state/ThemeProvider.js';
import { KEYS } from '../src/state/storage.js';
import '../src/styles.css';

/**
 * Every story renders inside the site's providers and a router at a page of the site (parameter
 * `path`, default the getting-started guide), in the theme of the toolbar's Theme choice (or the
 * story's own `globals.theme`), set on <html> exactly as the site's head script sets it.
 */
const withSite: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
  // Stories show the announcement even after it was closed in another story.
  localStorage.removeItem(KEYS.announcement);
  delete document.documentElement.dataset.announcementDismissed;
  const path = typeof context.parameters.path === 'string' ? context.parameters.path : 'getting-started';
  return (
    <MemoryRouter basename={BASE_PATH.replace(/\/$/, '')} initialEntries={[BASE_PATH + path]}>
      {/* Keyed by theme: the provider reads <html data-theme> when it mounts. */}
      <ThemeProvider key={theme}>
        <AnnouncementProvider>
          <NavigationProvider>
            <SearchProvider>
              <Story />
            </SearchProvider>
          </NavigationProvider>
        </AnnouncementProvider>
      </ThemeProvider>
    </MemoryRouter>
  );
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Site theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withSite],
  parameters: { layout: 'fullscreen' },
};

export default preview;
