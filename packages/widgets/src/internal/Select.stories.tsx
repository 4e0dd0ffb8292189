import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sports, states } from '../fixtures/schools';
import { Select } from './Select';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'State',
    placeholder: 'Choose State',
    options: states,
    value: '1',
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof Select>;

export const Chosen: Story = {};
export const NothingChosen: Story = { args: { value: null } };
export const Disabled: Story = {
  args: { label: 'County', placeholder: 'Choose County', options: [], value: null, disabled: true },
};
export const ManyOptions: Story = {
  args: { label: 'Sport', placeholder: 'All Sports', options: sports, value: null },
};
export const Dark: Story = { globals: { theme: 'dark' } };
