import { parseHexColor } from '../text/colors';

/** Colour schemes an embed can use; auto follows the reader's system. */
export const WIDGET_THEMES = ['light', 'dark', 'auto'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];

/** A frame size as typed in the builder: pixels ('300', '300px') or a percentage ('100%'). */
export const WIDGET_SIZE = /^\d{1,4}(px|%)?$/;

/** The largest size in pixels a frame takes: four digits, as {@link WIDGET_SIZE} reads them. */
export const MAX_WIDGET_PIXELS = 9999;

/** What a frame says of settings it refuses (and the builder, before it writes code). */
export const WIDGET_SETTING_MESSAGES = {
  size: 'Must be a number of pixels or a percentage',
  color: 'Must be a colour written like #1f3a68',
} as const;

/**
 * The problems of an embed's size and colour settings, by field (spec §5 "Widget width/height free
 * text"); a field left out takes the frame's default. The frames' query schema (widgetParamsSchema)
 * applies the same rules, and the builder checks with this one so that it does not load the
 * validation library.
 */
export function widgetSettingsErrors(settings: {
  width?: string | undefined;
  height?: string | undefined;
  color?: string | undefined;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ['width', 'height'] as const) {
    const value = settings[field];
    if (value != null && !WIDGET_SIZE.test(value.trim()))
      errors[field] = WIDGET_SETTING_MESSAGES.size;
  }
  if (settings.color != null && parseHexColor(settings.color) == null) {
    errors.color = WIDGET_SETTING_MESSAGES.color;
  }
  return errors;
}
