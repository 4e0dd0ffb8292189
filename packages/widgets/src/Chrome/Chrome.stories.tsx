import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorBoundary } from './ErrorBoundary';
import { AlreadyAuthorized, LoadingScreen, NotAuthorized, NotFound } from './Panels';

/** A component that fails as it renders, to show the error boundary's panel. */
function Broken(): never {
  throw new Error('This story breaks on purpose.');
}

const meta = {
  title: 'Chrome/Panels',
  component: LoadingScreen,
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof LoadingScreen>;

export const Loading: Story = {};
export const SomethingWentWrong: Story = {
  render: () => (
    <ErrorBoundary onError={() => {}}>
      <Broken />
    </ErrorBoundary>
  ),
};
export const NotAuthorizedPanel: Story = { render: () => <NotAuthorized onLogIn={fn()} /> };
export const AlreadyAuthorizedPanel: Story = {
  render: () => <AlreadyAuthorized onLogOut={fn()} />,
};
export const PageNotFound: Story = { render: () => <NotFound /> };
export const Dark: Story = { render: () => <NotFound />, globals: { theme: 'dark' } };
