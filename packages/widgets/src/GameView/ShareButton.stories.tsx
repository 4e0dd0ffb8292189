import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShareButton } from './ShareButton';

const meta = {
  title: 'GameView/ShareButton',
  component: ShareButton,
  args: { onShare: fn(), outcome: null },
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof ShareButton>;

export const Ready: Story = {};
export const LinkCopied: Story = { args: { outcome: { kind: 'copied' } } };
export const CopiedWithPoints: Story = {
  args: { outcome: { kind: 'copied', spiritPoints: 5 } },
};
export const SharedWithPoints: Story = {
  args: { outcome: { kind: 'shared', spiritPoints: 5 } },
};
export const CopyByHand: Story = {
  args: { outcome: { kind: 'manual', url: 'https://csz.example/scores/view/1042' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const Dark: Story = {
  args: { outcome: { kind: 'copied', spiritPoints: 5 } },
  globals: { theme: 'dark' },
};
