import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CreatePostCard } from './CreatePostCard';

const meta = {
  title: 'Community/CreatePostCard',
  component: CreatePostCard,
  args: {
    author: { name: 'Sam Member', avatarUrl: null },
    linkPreviews: [],
    onLinksFound: fn(),
    onRemoveLink: fn(),
    onSubmit: fn(),
    onLogIn: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 600 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CreatePostCard>;

export default meta;
type Story = StoryObj<typeof CreatePostCard>;

export const Start: Story = {};
export const WithLinkPreviews: Story = {
  args: {
    linkPreviews: [
      {
        url: 'https://www.mcps.org/athletics',
        isLoading: false,
        parseResult: {
          url: 'https://www.mcps.org/athletics',
          title: 'MCPS Athletics',
          images: [],
          favicons: [],
        },
      },
      { url: 'https://youtu.be/dQw4w9WgXcQ', isLoading: true, parseResult: null },
    ],
  },
};
export const Guest: Story = { args: { author: null } };
export const Sending: Story = { args: { submitting: true } };
export const Failed: Story = { args: { error: '413 Picture too large' } };
export const CouldNotLoad: Story = { args: { failed: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
