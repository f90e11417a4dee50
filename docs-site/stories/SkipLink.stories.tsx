import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from '../src/theme/SkipLink.js';
import { dark, light } from './themes.js';

/** The skip link shows only when focused (it is the first Tab stop of every page): the story focuses it. */
const meta = {
  title: 'Theme/SkipLink',
  component: SkipLink,
  play: ({ canvasElement }) => canvasElement.querySelector<HTMLAnchorElement>('.skip-link')?.focus(),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light };
export const Dark: Story = { ...dark };
