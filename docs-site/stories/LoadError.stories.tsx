import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SiteRoute } from '../src/navigation/site.js';
import { registerPageLoaders } from '../src/state/pageLoader.js';
import { LazyPage } from '../src/theme/LazyPage.js';
import { dark, light } from './themes.js';

/** A page whose chunk fails to load the first time: LazyPage shows the error; Retry loads it. */
function failingOnce(path: string): SiteRoute {
  let attempts = 0;
  const load = () =>
    ++attempts === 1
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /js-monorepo/assets/tokens-4f2a.js'))
      : Promise.resolve({ default: () => <h1>Tokens (loaded on Retry)</h1> });
  registerPageLoaders((p) => (p === path ? load : undefined));
  return { path, title: 'Tokens', description: '', kind: 'guide' };
}

const meta = { title: 'Theme/LoadError', component: LazyPage, parameters: { layout: 'padded' } } satisfies Meta<typeof LazyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light, args: { route: failingOnce('storybook/failing-light') } };
export const Dark: Story = { ...dark, args: { route: failingOnce('storybook/failing-dark') } };
