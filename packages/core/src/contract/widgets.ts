import { z } from 'zod';
import { WIDGET_DEFAULTS } from '../constants';
import { WIDGET_SETTING_MESSAGES, WIDGET_SIZE, WIDGET_THEMES } from '../embeds/widgetSettings';
import { parseHexColor } from '../text/colors';
import { FIT_CONTENT } from '../embeds/frameView';
import { pageParamSchema } from './queries';
import { booleanParamSchema, dateStringSchema, idParamSchema, seasonSchema } from './primitives';

export { WIDGET_THEMES, type WidgetTheme } from '../embeds/widgetSettings';

/** A frame size as typed in the builder (core's one rule, embeds/widgetSettings.ts). */
const sizeParam = z.string().trim().regex(WIDGET_SIZE, WIDGET_SETTING_MESSAGES.size);

/**
 * Parameters of an embed widget (spec §3 "Widget params"), as they arrive in a frame's query string
 * or a placeholder's data attributes, plus width, height and theme (spec §9 defaults); then the
 * loader's mark and what the reader picks inside the frame (its own links and forms send them).
 */
export const widgetParamsSchema = z.object({
  state: idParamSchema.optional(),
  district: idParamSchema.optional(),
  school: idParamSchema.optional(),
  league: idParamSchema.optional(),
  /** Standings: only this division of a league. */
  division: idParamSchema.optional(),
  /** Show the league's view rather than one school's. */
  isLeague: booleanParamSchema.default(false),
  sport: idParamSchema.optional(),
  width: sizeParam.default(String(WIDGET_DEFAULTS.width)),
  height: sizeParam.default(String(WIDGET_DEFAULTS.height)),
  theme: z.enum(WIDGET_THEMES, { error: 'Must be light, dark or auto' }).default('auto'),
  /** A school colour for the frame's headers and buttons, '#1f3a68' or '1f3a68'. */
  color: z
    .string()
    .transform((value, ctx) => {
      const color = parseHexColor(value);
      if (color == null) {
        ctx.addIssue({ code: 'custom', message: WIDGET_SETTING_MESSAGES.color });
        return z.NEVER;
      }
      return color;
    })
    .optional(),
  /** Set by the loader, which sizes the frame to its content: the frame need not fit a height. */
  fit: z.literal(FIT_CONTENT, { error: `Must be ${FIT_CONTENT}` }).optional(),
  /** Scoreboard: the day shown; today when left out. */
  date: dateStringSchema.optional(),
  /** Scoreboard: the sport chosen in its sport switch; every sport when left out. */
  selectedSport: idParamSchema.optional(),
  /** Standings: the season shown; the current one when left out. */
  season: seasonSchema.optional(),
  /** Scoreboard: the page of the day's games. */
  page: pageParamSchema,
});
export type WidgetParamsInput = z.input<typeof widgetParamsSchema>;
export type WidgetParams = z.output<typeof widgetParamsSchema>;

/** GET /admin/api/embed-builder, for SiteAdmins: the address generated embed code points at. */
export const embedBuilderSettingsSchema = z.object({ embedOrigin: z.url() });
export type EmbedBuilderSettings = z.infer<typeof embedBuilderSettingsSchema>;
