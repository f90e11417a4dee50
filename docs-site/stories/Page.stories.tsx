import type { Meta, StoryObj } from '@storybook/react-vite';
import Guide, { toc } from '../src/guides/authorization.mdx';
import { Layout } from '../src/theme/Layout.js';
import { mdxComponents } from '../src/theme/mdxComponents.js';
import { dark, light } from './themes.js';

/** A whole guide page: every theme component together, as the site renders the authorization guide. */
const meta = {
  title: 'Theme/Page',
  component: Layout,
  parameters: { path: 'authorization' },
  args: { toc, children: <Guide components={mdxComponents} /> },
} satisfies Meta<typeof Layout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light };
export const Dark: Story = { ...dark };
