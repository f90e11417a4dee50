import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import SearchDialog, { type SearchDoc } from '../src/theme/SearchDialog.js';
import { dark, light } from './themes.js';

/** A few documents in the shape of the built search-index.json. */
const docs: SearchDoc[] = [
  { path: 'environments', title: 'Environments', section: 'Self-hosting', anchor: 'self-hosting', kind: 'Section', text: 'Run emoney yourself: self-hosting needs Node.js and PostgreSQL, configured by environment variables.' },
  { path: 'authorization', title: 'Authorization', section: 'Client credentials', anchor: 'client-credentials', kind: 'Section', text: 'An app acting for itself gets a token with its client id and secret.' },
  { path: 'getting-started', title: 'Getting started', kind: 'Guide', text: 'From sandbox credentials to your first API call with the emoney SDK.' },
];

const meta = {
  title: 'Theme/Search',
  component: SearchDialog,
  args: { onClose: fn(), index: () => Promise.resolve(docs), initialQuery: 'self-hosting' },
} satisfies Meta<typeof SearchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light };
export const Dark: Story = { ...dark };
/** What a reader sees when the index cannot be fetched. */
export const IndexMissing: Story = { ...light, args: { index: () => Promise.reject(new Error('The search index could not be loaded (HTTP 404)')) } };
