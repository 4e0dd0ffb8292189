import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { avatarDataUrl } from '../fixtures/account';
import { AvatarEditor } from './AvatarEditor';

const meta = {
  title: 'Account/AvatarEditor',
  component: AvatarEditor,
  args: { name: 'Jordan Avery', onUpload: async () => true, onRemove: fn() },
} satisfies Meta<typeof AvatarEditor>;

export default meta;
type Story = StoryObj<typeof AvatarEditor>;

export const NoPicture: Story = { args: { avatarUrl: null } };
export const WithPicture: Story = { args: { avatarUrl: avatarDataUrl } };
export const Busy: Story = { args: { avatarUrl: avatarDataUrl, busy: true } };
export const Failed: Story = {
  args: {
    avatarUrl: null,
    error: 'Images only: this file is not a JPEG, PNG, WebP, GIF, AVIF or HEIF picture',
  },
};
export const Phone: Story = {
  args: { avatarUrl: avatarDataUrl },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
