import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSwitcher } from '../src/theme/LanguageSwitcher.js';
import { SearchButton } from '../src/theme/SearchButton.js';
import { VersionSelect } from '../src/theme/VersionSelect.js';
import { dark, light } from './themes.js';

/** The navbar's tools on their own: search button, the API versions menu (released and next, from the generated changelog), language switcher (English only). */
function NavbarTools() {
  return (
    <div className="navbar-tools">
      <SearchButton />
      <VersionSelect />
      <LanguageSwitcher />
    </div>
  );
}

const meta = { title: 'Theme/NavbarTools', component: NavbarTools, parameters: { layout: 'centered' } } satisfies Meta<typeof NavbarTools>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { ...light };
export const Dark: Story = { ...dark };
