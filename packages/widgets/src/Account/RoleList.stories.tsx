import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { coachesAndDirectors, groupedRoles, noRoles } from '../fixtures/account';
import { RoleList } from './RoleList';

const meta = {
  title: 'Account/RoleList',
  component: RoleList,
  args: { onToggle: fn(), onRemove: fn(), canToggle: coachesAndDirectors },
} satisfies Meta<typeof RoleList>;

export default meta;
type Story = StoryObj<typeof RoleList>;

export const Grouped: Story = { args: { groups: groupedRoles } };
export const Phone: Story = {
  args: { groups: groupedRoles },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const Busy: Story = { args: { groups: groupedRoles, busyId: 2 } };
export const Empty: Story = { args: { groups: noRoles } };
export const Dark: Story = { args: { groups: groupedRoles }, globals: { theme: 'dark' } };
