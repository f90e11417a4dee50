import type { Meta, StoryObj } from '@storybook/react-vite';
import { TokensTable } from '../src/theme/TokensTable.js';
import { dark, light } from './themes.js';

const meta = { title: 'Theme/TokensTable', component: TokensTable, parameters: { layout: 'padded' }, args: { mode: 'sandbox' } } satisfies Meta<typeof TokensTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light };
export const Dark: Story = { ...dark };
