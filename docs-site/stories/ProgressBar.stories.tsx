import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavigationContext } from '../src/state/NavigationProvider.js';
import { ProgressBar } from '../src/theme/ProgressBar.js';
import { dark, light } from './themes.js';

/** The bar as it shows while a navigation has been pending for more than 200 ms. */
const meta = {
  title: 'Theme/ProgressBar',
  component: ProgressBar,
  decorators: [
    (Story) => (
      <NavigationContext.Provider value={{ progress: true, go: () => undefined }}>
        <Story />
      </NavigationContext.Provider>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light };
export const Dark: Story = { ...dark };
