import type { Meta, StoryObj } from '@storybook/react-vite';
import { SafeHtml } from './SafeHtml';

const meta = {
  title: 'Primitives/SafeHtml',
  component: SafeHtml,
  args: {
    html: '<p>Final: <strong>Whitman 28</strong>, Churchill 21. <a href="https://www.mcps.org/athletics">MCPS Athletics</a></p><ul><li>Reyes: 3 TD</li><li>Kim: 112 yards</li></ul>',
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof SafeHtml>;

export const RichText: Story = {};
/** What a hostile member might send: shown as its text, nothing run. */
export const HostileMarkup: Story = {
  args: {
    html: '<p>Go team<img src=x onerror="alert(1)"><script>alert(1)</script> <a href="javascript:alert(1)">click</a></p>',
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
