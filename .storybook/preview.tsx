import type { Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import type { WidgetTheme } from '@csz/core/display';
import { ThemeScope } from '../packages/widgets/src/Theme';
import '../packages/widgets/src/styles/widgets.css';

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme of the widgets',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'auto', title: 'Auto (follows the system)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => (
      <ThemeScope theme={context.globals.theme as WidgetTheme} className="sb-widget-root">
        <Story />
      </ThemeScope>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: MINIMAL_VIEWPORTS },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/ } },
    a11y: { test: 'error' },
  },
};

export default preview;
