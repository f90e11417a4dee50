import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFound } from '../src/theme/NotFound.js';
import { dark, light } from './themes.js';

const meta = { title: 'Theme/NotFound', component: NotFound, parameters: { layout: 'padded' } } satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light };
export const Dark: Story = { ...dark };
