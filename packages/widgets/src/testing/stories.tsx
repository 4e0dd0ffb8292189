// Renders the stories of a stories module in the browser tests, so that every state a designer sees
// in Storybook is also rendered under React and Preact and checked by axe-core. It reads the plain
// CSF a story file exports (meta.component, args, render, decorators, globals) without Storybook.
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { WidgetTheme } from '@csz/core/display';
import { expectAccessible } from './axe';
import { render, type RenderOptions } from './render';

interface StoryContext {
  args: Record<string, unknown>;
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
}
type Decorator = (Story: ComponentType, context: StoryContext) => ReactNode;
interface CsfStory {
  args?: Record<string, unknown>;
  render?: (args: Record<string, unknown>, context: StoryContext) => ReactNode;
  decorators?: Decorator | Decorator[];
  globals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
  name?: string;
}
interface CsfMeta extends CsfStory {
  component?: ComponentType<Record<string, unknown>>;
  title?: string;
}

/** Widths of the Storybook viewports the stories use, for the box a test renders in. */
const VIEWPORT_WIDTHS: Record<string, number> = {
  mobile1: 320,
  mobile2: 414,
  tablet: 834,
  desktop: 1280,
};

const asList = <T,>(value: T | T[] | undefined): T[] =>
  value == null ? [] : Array.isArray(value) ? value : [value];

/** A story made ready to render: its name, element and the box it needs. */
export interface PreparedStory {
  name: string;
  element: ReactNode;
  options: RenderOptions;
}

/** Prepares every story a module exports, as Storybook would compose them. */
export function prepareStories(module: Record<string, unknown>): PreparedStory[] {
  const meta = module.default as CsfMeta;
  return Object.entries(module)
    .filter(([key]) => key !== 'default' && key !== '__namedExportsOrder')
    .map(([key, value]) => {
      const story = value as CsfStory;
      const globals = { ...meta.globals, ...story.globals };
      const context: StoryContext = {
        args: { ...meta.args, ...story.args },
        globals,
        parameters: { ...meta.parameters, ...story.parameters },
      };
      const draw = story.render ?? meta.render;
      let Story: ComponentType = () =>
        draw
          ? draw(context.args, context)
          : meta.component
            ? createElement(meta.component, context.args)
            : null;
      // Story decorators wrap first, then the component's (CSF order).
      for (const decorator of [...asList(story.decorators), ...asList(meta.decorators)]) {
        const Inner: ComponentType = Story;
        Story = (): ReactNode => decorator(Inner, context);
      }
      const viewport = (globals.viewport as { value?: string } | undefined)?.value;
      const width = viewport == null ? undefined : VIEWPORT_WIDTHS[viewport];
      const options: RenderOptions = {
        theme: (globals.theme as WidgetTheme | undefined) ?? 'light',
        ...(width != null ? { width } : {}),
      };
      return { name: story.name ?? key, element: createElement(Story), options };
    });
}

/**
 * Defines one test per story: it renders, shows something, and axe-core finds no violations in it.
 */
export function testStories(module: Record<string, unknown>): void {
  const title = (module.default as CsfMeta).title ?? 'stories';
  describe(`${title} stories`, () => {
    for (const story of prepareStories(module)) {
      it(`renders "${story.name}" with no accessibility violations`, async () => {
        const { container } = render(story.element, story.options);
        if (
          (container.textContent ?? '').trim() === '' &&
          container.querySelector('svg, img') == null
        ) {
          throw new Error(`story "${story.name}" rendered nothing`);
        }
        await expectAccessible(container);
        // Pop-overs (log-in prompts, menus, the calendar, tiebreak notes) are checked open too.
        for (const button of container.querySelectorAll<HTMLButtonElement>('[popovertarget]')) {
          const panel = container.querySelector<HTMLElement>(
            `[id="${button.getAttribute('popovertarget')}"]`,
          );
          if (panel == null || button.disabled) continue;
          panel.showPopover();
          await expectAccessible(container);
          panel.hidePopover();
        }
      });
    }
  });
}
