import type { Meta, StoryObj } from '@storybook/react-vite';
import { ads } from '../fixtures/ads';
import { AdSlot } from './AdSlot';

const meta = {
  title: 'Chrome/AdSlot',
  component: AdSlot,
  args: { slot: 'General_Top_300x250', ad: ads['300x250'] },
} satisfies Meta<typeof AdSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SideTop: Story = {};
export const SideLower: Story = { args: { slot: 'General_Lower_300x250' } };
export const StatewideInFeed: Story = { args: { slot: 'Statewide_300x250' } };
export const TopBanner: Story = { args: { slot: 'General_970x90', ad: ads['970x90'] } };
export const StatewideBanner: Story = { args: { slot: 'Statewide_970x90', ad: ads['970x90'] } };
export const Empty: Story = { args: { ad: null } };
export const BannerOnAPhone: Story = {
  args: { slot: 'General_970x90', ad: ads['970x90'] },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const Dark: Story = { args: { ad: null }, globals: { theme: 'dark' } };
