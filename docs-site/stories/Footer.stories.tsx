import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '../src/theme/Footer.js';
import { dark, light } from './themes.js';

const meta = { title: 'Theme/Footer', component: Footer } satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light };
export const Dark: Story = { ...dark };
