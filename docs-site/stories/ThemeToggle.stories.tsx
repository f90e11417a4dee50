import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeToggle } from '../src/theme/ThemeToggle.js';
import { dark, light } from './themes.js';

/** The button shows the sun in light mode and the moon in dark mode; clicking it switches the story's page. */
const meta = { title: 'Theme/ThemeToggle', component: ThemeToggle, parameters: { layout: 'centered' } } satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light };
export const Dark: Story = { ...dark };
