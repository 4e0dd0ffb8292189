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
    (Story, context) => {
      // A story that picks a phone viewport is also drawn at that width inside the canvas, so the
      // story-render check (storyShots.mjs) and the browser tests see the width the story names.
      const viewport = (context.globals.viewport as { value?: string } | undefined)?.value;
      const width = viewport
        ? MINIMAL_VIEWPORTS[viewport as keyof typeof MINIMAL_VIEWPORTS]?.styles.width
        : undefined;
      return (
        <div style={width ? { maxWidth: width } : undefined}>
          <ThemeScope theme={context.globals.theme as WidgetTheme} className="sb-widget-root">
            <Story />
          </ThemeScope>
        </div>
      );
    },
  ],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: MINIMAL_VIEWPORTS },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/ } },
    a11y: { test: 'error' },
  },
};

export default preview;
