import type { Meta, StoryObj } from '@storybook/react-vite';
import spec from '@emoney/api-types/openapi.json' with { type: 'json' };
import { tokenEndpoint, tryItOperations } from '../src/reference/tryItModel.js';
import TryItPanel from '../src/theme/TryItPanel.js';
import { dark, light } from './themes.js';

// The API reference's Try it panel for POST /webhooks (a token form, a JSON body, curl and SDK code), before anything is sent.
const contract = spec as unknown as Record<string, unknown>;
const meta = {
  title: 'Theme/TryItPanel',
  component: TryItPanel,
  parameters: { layout: 'padded' },
  args: { operation: tryItOperations(contract).get('createWebhook')!, tokenEndpoint: tokenEndpoint(contract), defaultBaseUrl: 'http://localhost:4000' },
} satisfies Meta<typeof TryItPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light };
export const Dark: Story = { ...dark };
