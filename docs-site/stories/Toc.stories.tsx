import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toc } from '../src/theme/Toc.js';
import { dark, light } from './themes.js';

const meta = {
  title: 'Theme/Toc',
  component: Toc,
  parameters: { layout: 'padded' },
  args: {
    entries: [
      { id: 'authorization-code-with-pkce', text: 'Authorization code with PKCE', level: 2 },
      { id: 'hosted-screens', text: 'Hosted screens', level: 3 },
      { id: 'client-credentials', text: 'Client credentials', level: 2 },
      { id: 'refresh-tokens', text: 'Refresh tokens', level: 2 },
      { id: 'sign-in-with-ethereum', text: 'Sign-In with Ethereum', level: 2 },
    ],
  },
} satisfies Meta<typeof Toc>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light };
export const Dark: Story = { ...dark };
