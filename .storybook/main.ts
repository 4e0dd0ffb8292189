// Storybook for the widgets. Storybook itself and the stories arrive with the widgets (issue 5);
// until then `pnpm storybook` does not exist. Telemetry stays off (DESIGN.md "Toolchain").
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/widgets/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
