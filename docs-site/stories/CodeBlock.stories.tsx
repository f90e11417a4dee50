import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeBlock } from '../src/theme/CodeBlock.js';
import { dark, light } from './themes.js';

const meta = {
  title: 'Theme/CodeBlock',
  component: CodeBlock,
  parameters: { layout: 'padded' },
  args: { children: <code className="language-ts">{"const client = new EmoneyClient({ baseUrl: 'http://localhost:4000' });\nconst tokens = await client.listTokens();\n"}</code> },
} satisfies Meta<typeof CodeBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light };
export const Dark: Story = { ...dark };
