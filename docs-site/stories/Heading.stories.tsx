import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../src/theme/Heading.js';
import { dark, light } from './themes.js';

/** An h2 with its # anchor and copy-link button (they show on hover and focus). */
const meta = { title: 'Theme/Heading', component: Heading, parameters: { layout: 'padded' }, args: { level: 2, children: 'Client credentials' } } satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light };
export const Dark: Story = { ...dark };
