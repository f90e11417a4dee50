import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SiteRoute } from '../src/navigation/site.js';
import { registerPageLoaders } from '../src/state/pageLoader.js';
import { LazyPage } from '../src/theme/LazyPage.js';
import { dark, light } from './themes.js';

/** A page whose chunk never arrives: LazyPage shows the spinner. */
const pending: SiteRoute = { path: 'storybook/pending', title: 'Pending', description: '', kind: 'guide' };
registerPageLoaders((path) => (path === pending.path ? () => new Promise(() => undefined) : undefined));

const meta = { title: 'Theme/Spinner', component: LazyPage, parameters: { layout: 'padded' }, args: { route: pending } } satisfies Meta<typeof LazyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light };
export const Dark: Story = { ...dark };
