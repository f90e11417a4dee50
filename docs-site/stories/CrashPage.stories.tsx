import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CrashPage } from '../src/theme/CrashPage.js';
import { dark, light } from './themes.js';

const error = new Error('Rendering the tokens table failed', {
  cause: new TypeError('Token list is empty', { cause: new Error('chain lookup failed: polygon') }),
});

const meta = { title: 'Theme/CrashPage', component: CrashPage, parameters: { layout: 'padded' }, args: { error, onTryAgain: fn() } } satisfies Meta<typeof CrashPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light };
export const Dark: Story = { ...dark };
