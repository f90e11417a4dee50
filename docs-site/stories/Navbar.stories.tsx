import type { Meta, StoryObj } from '@storybook/react-vite';
import { Navbar } from '../src/theme/Navbar.js';
import { dark, light } from './themes.js';

const meta = { title: 'Theme/Navbar', component: Navbar } satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light };
export const Dark: Story = { ...dark };
/** Under 996 px the links move into a menu behind the hamburger button. */
export const Phone: Story = { globals: { theme: 'light', viewport: { value: 'mobile1', isRotated: false } } };
