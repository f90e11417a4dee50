import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnnouncementBar } from '../src/theme/AnnouncementBar.js';
import { dark, light } from './themes.js';

const meta = { title: 'Theme/AnnouncementBar', component: AnnouncementBar } satisfies Meta<typeof AnnouncementBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light };
export const Dark: Story = { ...dark };
