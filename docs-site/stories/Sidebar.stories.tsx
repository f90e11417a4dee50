import type { Meta, StoryObj } from '@storybook/react-vite';
import { Sidebar } from '../src/theme/Sidebar.js';
import { dark, light } from './themes.js';

/** The sidebar on the Authorization guide: that item is marked as the current page. */
const meta = { title: 'Theme/Sidebar', component: Sidebar, parameters: { path: 'authorization', layout: 'padded' } } satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light };
export const Dark: Story = { ...dark };
