import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTHORIZATION_FLOW } from '../src/theme/AuthorizationDiagram.js';
import { SequenceDiagram } from '../src/theme/SequenceDiagram.js';
import { dark, light } from './themes.js';

const meta = {
  title: 'Theme/SequenceDiagram',
  component: SequenceDiagram,
  parameters: { layout: 'padded' },
  args: { source: AUTHORIZATION_FLOW, title: 'The authorization code flow with PKCE' },
} satisfies Meta<typeof SequenceDiagram>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light };
export const Dark: Story = { ...dark };
