import { useEffect, useId, useRef, useState } from 'react';
import {
  EMBED_TITLES,
  EMPTY_SELECTION,
  MAX_WIDGET_PIXELS,
  WIDGET_DEFAULTS,
  WIDGET_THEMES,
  canFetchStandings,
  cssLength,
  fitWidth,
  fittedFrameHeight,
  frameUrl,
  iframeCode,
  parseHexColor,
  scriptCode,
  widgetSettingsErrors,
  type EmbedKind,
  type EmbedParams,
  type WidgetTheme,
} from '@csz/core';
import { Select, type SelectOption } from '../internal/Select';
import { CodeBlock } from './CodeBlock';

/** What a builder has chosen and typed: the widget params (spec §3), as text where typed. */
export interface EmbedBuilderValues {
  /** The chosen state's id, or null. */
  state: string | null;
  /** The chosen county's (district's) id, or null. */
  district: string | null;
  /** The chosen school's id, or null. */
  school: string | null;
  /** The chosen league's id, or null. */
  league: string | null;
  /** Standings: the chosen division's id (of the chosen league), or null for the whole league. */
  division: string | null;
  /** Show the league's view rather than one school's; only with a league. */
  isLeague: boolean;
  /** The chosen sport's id, or null for every sport. */
  sport: string | null;
  /** The frame's width as typed: pixels ('300', '300px') or a percentage ('100%'); '' for the default. */
  width: string;
  /**
   * The frame's height as typed, as the width; '' for the default: the scoreboard's 600 px, which
   * it pages its games to fit, or the standings' height as the builder measures them at a phone's
   * width.
   */
  height: string;
  /** The frame's colour scheme; auto follows the reader's system. */
  theme: WidgetTheme;
  /** A school colour as typed ('#1f3a68'), or '' for none. */
  color: string;
}

/** One setting changed: its name and new value. */
export type EmbedBuilderEdit = {
  [K in keyof EmbedBuilderValues]: { name: K; value: EmbedBuilderValues[K] };
}[keyof EmbedBuilderValues];

/** The pickers' options. */
export interface EmbedBuilderOptions {
  /** States, Maryland first. */
  states: readonly SelectOption[];
  /** Counties (districts) of the chosen state. */
  districts: readonly SelectOption[];
  /** Schools of the chosen county. */
  schools: readonly SelectOption[];
  /** Leagues of the chosen state and county. */
  leagues: readonly SelectOption[];
  /** Divisions of the chosen league (standings). */
  divisions: readonly SelectOption[];
  /** Sports offered where chosen. */
  sports: readonly SelectOption[];
}

/** Props of {@link EmbedBuilder}. */
export interface EmbedBuilderProps {
  /** The embed the code is for: the scoreboard (/distribution) or standings (/standings-widget). */
  kind: EmbedKind;
  /** The address the code and the preview point at, 'https://scores.example.org'. */
  embedOrigin: string;
  /** The pickers' options. */
  options: EmbedBuilderOptions;
  /** What is chosen and typed. */
  values: EmbedBuilderValues;
  /** Called with each change; the page applies the pickers' rules (a new state clears the county). */
  onChange: (edit: EmbedBuilderEdit) => void;
}

/**
 * A builder's first values: nothing chosen, the default width (spec §9) and theme, and the height
 * left to the builder (it fits the widget).
 */
export const embedBuilderDefaults: EmbedBuilderValues = {
  state: null,
  district: null,
  school: null,
  league: null,
  division: null,
  isLeague: false,
  sport: null,
  width: String(WIDGET_DEFAULTS.width),
  height: '',
  theme: 'auto',
  color: '',
};

/** A place or sport picker: the value it sets, the list it offers, and its texts. */
interface Picker {
  name: 'state' | 'district' | 'school' | 'league' | 'division' | 'sport';
  list: keyof EmbedBuilderOptions;
  label: string;
  placeholder: string;
  disabled: boolean;
}

/** How the problems' fields are named in the sentence under the settings. */
const FIELD_NAMES: Record<string, string> = {
  width: 'the width',
  height: 'the height',
  color: 'the school colour',
};

const THEME_OPTIONS: SelectOption[] = [
  { id: 'auto', name: "Auto (reader's system)" },
  { id: 'light', name: 'Light' },
  { id: 'dark', name: 'Dark' },
];

/** An empty field is a field left out: the frame then uses its default. */
const typed = (text: string) => (text.trim() === '' ? undefined : text);

/** 'a', 'a and b', 'a, b and c'. */
function listWords(words: string[]): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * The SiteAdmin's embed code builder (spec §2 /distribution and /standings-widget): pickers for
 * the places and sport, the frame's size (free text, spec §5), theme and school colour, a live
 * preview, and the script and iframe code with a Copy button each. Settings the frames would
 * refuse are flagged, and no code is made from them; standings wait for a state, a county and a
 * sport.
 */
export function EmbedBuilder({ kind, embedOrigin, options, values, onChange }: EmbedBuilderProps) {
  const id = useId();
  const measure = useRef<HTMLIFrameElement>(null);
  // The content height the measuring frame reports (its resize messages, as the loader reads
  // them), and for which address: standings iframe code is made as tall as that.
  const [measured, setMeasured] = useState<{ src: string; height: number } | null>(null);
  // Checked with the frames' own rules, so the code never holds what they refuse.
  const errors = widgetSettingsErrors({
    width: typed(values.width),
    height: typed(values.height),
    color: typed(values.color),
  });
  const needsPlaces =
    kind === 'standings' &&
    !canFetchStandings({
      ...EMPTY_SELECTION,
      selectedStateId: values.state,
      selectedCountyId: values.district,
      selectedSportId: values.sport,
    });
  // Why there is no preview or code yet, if there is none.
  const valid = Object.keys(errors).length === 0;
  const blocked = !valid
    ? `Correct ${listWords(Object.keys(errors).flatMap((field) => FIELD_NAMES[field] ?? []))} to get the code.`
    : needsPlaces
      ? 'Standings need a state, a county and a sport: choose all three to get the code.'
      : null;
  // The standings' height is measured when none is typed; the scoreboard's default fits it.
  const fitting = kind === 'standings' && typed(values.height) == null;
  const shown: EmbedParams | null =
    valid && blocked == null
      ? {
          state: values.state,
          district: values.district,
          school: values.school,
          league: values.league,
          division: kind === 'standings' ? values.division : null,
          isLeague: values.league != null && values.isLeague,
          sport: values.sport,
          // As the frame reads them: trimmed, the default where left out.
          width: typed(values.width)?.trim() ?? String(WIDGET_DEFAULTS.width),
          height: fitting ? null : (typed(values.height)?.trim() ?? String(WIDGET_DEFAULTS.height)),
          theme: values.theme,
          color: parseHexColor(values.color),
        }
      : null;
  // The preview's address leaves a fitted height out: measuring must not reload what it measures.
  const src = shown && frameUrl(embedOrigin, kind, shown);
  // Measured where the standings are tallest, at the narrowest width the pasted frame may get (a
  // phone's column), so that the height fits wherever the code goes.
  const measureWidth = shown && fitting ? fitWidth(String(shown.width)) : null;
  const fitted = fitting && measured?.src === src ? fittedFrameHeight(measured.height) : null;
  // A frame takes a height of four digits at most.
  const fits = fitted != null && fitted <= MAX_WIDGET_PIXELS;
  const params: EmbedParams | null = shown && {
    ...shown,
    height: shown.height ?? String(fits ? fitted : WIDGET_DEFAULTS.height),
  };
  // Iframe code keeps its height, so none is written with a height not known to fit: none while
  // the standings are being measured (the default 600 px would hide most of them behind a scroll
  // bar), nor for standings taller than a frame can be.
  const iframeWait = !fitting
    ? null
    : fitted == null
      ? `Measuring the standings at a phone's width (${measureWidth} px): the iframe code comes with their height. Or type a height.`
      : !fits
        ? `These standings are ${fitted}px tall at a phone's width, more than iframe code can hold: choose a league or a division, or use the script code.`
        : null;

  useEffect(() => {
    if (src == null) return undefined;
    const onMessage = (event: MessageEvent) => {
      const height = previewHeight(event, embedOrigin, measure.current?.contentWindow);
      if (height != null) setMeasured({ src, height });
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [embedOrigin, src]);

  const scoreboard = kind === 'scoreboard';
  // Each place waits for the one it lies in (spec §5 "county disabled until a state chosen").
  const pickers: Picker[] = [
    { name: 'state', list: 'states', label: 'State', placeholder: 'Choose State', disabled: false },
    {
      name: 'district',
      list: 'districts',
      label: 'County',
      placeholder: 'Choose County',
      disabled: values.state == null,
    },
    {
      name: 'school',
      list: 'schools',
      label: 'School',
      placeholder: scoreboard ? 'All Schools' : 'Choose School',
      disabled: values.district == null,
    },
    {
      name: 'league',
      list: 'leagues',
      label: 'League',
      placeholder: 'Choose League',
      disabled: values.state == null,
    },
    // Standings of one division are short enough for iframe code (docs/embeds.md).
    ...(scoreboard
      ? []
      : [
          {
            name: 'division' as const,
            list: 'divisions' as const,
            label: 'Division',
            placeholder: 'Whole League',
            disabled: values.league == null,
          },
        ]),
    {
      name: 'sport',
      list: 'sports',
      label: 'Sport',
      placeholder: scoreboard ? 'All Sports' : 'Choose Sport',
      disabled: false,
    },
  ];

  const text = (name: 'width' | 'height' | 'color', label: string, hint: string) => (
    <TextSetting
      label={label}
      hint={hint}
      value={values[name]}
      error={errors[name]}
      onChange={(value) => onChange({ name, value })}
      swatch={name === 'color' ? parseHexColor(values.color) : null}
    />
  );

  return (
    <div className="csz-embed-builder">
      <div className="csz-embed-builder__main">
        <div className="csz-embed-builder__settings">
          <fieldset className="csz-embed-builder__group">
            <legend className="csz-embed-builder__legend">
              {scoreboard ? 'Scores to show' : 'Standings to show'}
            </legend>
            {pickers.map((picker) => (
              <Select
                key={picker.name}
                label={picker.label}
                placeholder={picker.placeholder}
                options={options[picker.list]}
                value={values[picker.name]}
                disabled={picker.disabled}
                onChange={(value) => onChange({ name: picker.name, value })}
              />
            ))}
            <div className="csz-embed-builder__check">
              <input
                id={`${id}-is-league`}
                type="checkbox"
                checked={values.league != null && values.isLeague}
                disabled={values.league == null}
                aria-describedby={`${id}-is-league-hint`}
                onChange={(event) =>
                  onChange({ name: 'isLeague', value: event.currentTarget.checked })
                }
              />
              <label htmlFor={`${id}-is-league`}>Show the league&apos;s view</label>
              <p id={`${id}-is-league-hint`} className="csz-embed-builder__hint">
                The whole league rather than one school; choose a league first.
              </p>
            </div>
          </fieldset>
          <fieldset className="csz-embed-builder__group">
            <legend className="csz-embed-builder__legend">Size and colours</legend>
            {text('width', 'Width', `Pixels (${WIDGET_DEFAULTS.width}) or a percentage (100%).`)}
            {text(
              'height',
              'Height',
              scoreboard
                ? `Pixels or a percentage; ${WIDGET_DEFAULTS.height} when empty. Iframe code shows as many games at a time as fit.`
                : "Pixels or a percentage; when empty, as tall as the standings are at a phone's width.",
            )}
            <Select
              label="Theme"
              placeholder={null}
              options={THEME_OPTIONS}
              value={values.theme}
              onChange={(value) => {
                const theme = WIDGET_THEMES.find((t) => t === value);
                if (theme) onChange({ name: 'theme', value: theme });
              }}
            />
            {text('color', 'School colour', 'Optional, written like #1f3a68.')}
          </fieldset>
        </div>
        <section className="csz-embed-builder__preview" aria-labelledby={`${id}-preview`}>
          <h2 id={`${id}-preview`} className="csz-embed-builder__heading">
            Preview
          </h2>
          {params == null ? (
            <p className="csz-embed-builder__note">{blocked}</p>
          ) : (
            <div className="csz-embed-builder__stage">
              <iframe
                className="csz-embed-builder__frame"
                src={src ?? undefined}
                title={EMBED_TITLES[kind]}
                style={{
                  width: cssLength(params.width, WIDGET_DEFAULTS.width),
                  height: cssLength(params.height, WIDGET_DEFAULTS.height),
                }}
              />
              {measureWidth == null ? null : (
                <div className="csz-embed-builder__measure">
                  <iframe
                    ref={measure}
                    src={src ?? undefined}
                    title={`${EMBED_TITLES[kind]}, measured at ${measureWidth} px`}
                    style={{ width: `${measureWidth}px` }}
                  />
                </div>
              )}
            </div>
          )}
        </section>
      </div>
      {params == null ? null : (
        <section className="csz-embed-builder__codes" aria-labelledby={`${id}-codes`}>
          <h2 id={`${id}-codes`} className="csz-embed-builder__heading">
            Embed code
          </h2>
          <CodeBlock
            label="Script code"
            description="Recommended: the frame grows and shrinks with its content by itself, and readers without scripts get a link to the site."
            code={scriptCode(embedOrigin, kind, params)}
          />
          {iframeWait == null ? (
            <CodeBlock
              label="Iframe code"
              description={`For editors that remove scripts. The frame does not grow: it keeps the height it is given, ${cssLength(params.height, WIDGET_DEFAULTS.height)}${
                scoreboard
                  ? ', and shows the games a page at a time to fit it.'
                  : fitted == null
                    ? '.'
                    : `, as tall as the standings are at a phone's width (${measureWidth} px), where they are tallest.`
              }`}
              code={iframeCode(embedOrigin, kind, params)}
            />
          ) : (
            <p className="csz-embed-builder__note" role="status">
              {iframeWait}
            </p>
          )}
        </section>
      )}
    </div>
  );
}

/**
 * The content height a builder's frame reports in a message, taken as the loader takes it: from
 * exactly the frames' origin and that frame's own window, a positive finite number; else null.
 */
export function previewHeight(
  event: MessageEvent,
  embedOrigin: string,
  frame: Window | null | undefined,
): number | null {
  const data = event.data as { type?: unknown; height?: unknown } | null;
  const height = data?.type === 'csz:resize' ? data.height : null;
  return event.origin === new URL(embedOrigin).origin &&
    event.source === frame &&
    frame != null &&
    typeof height === 'number' &&
    height > 0 &&
    height < Infinity
    ? height
    : null;
}

/** A typed setting: its label, a hint, and the problem with what is typed, if any. */
function TextSetting(props: {
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** The colour to show beside the field, once it is one. */
  swatch: string | null;
}) {
  const id = useId();
  const described = props.error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <div className="csz-embed-builder__field">
      <label htmlFor={id} className="csz-embed-builder__label">
        {props.label}
      </label>
      <div className="csz-embed-builder__input">
        <input
          id={id}
          className="csz-input"
          value={props.value}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={props.error != null}
          aria-describedby={described}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
        {props.swatch ? (
          <span
            className="csz-embed-builder__swatch"
            style={{ background: props.swatch }}
            aria-hidden="true"
          />
        ) : null}
      </div>
      <p id={`${id}-hint`} className="csz-embed-builder__hint">
        {props.hint}
      </p>
      {props.error ? (
        <p id={`${id}-error`} className="csz-embed-builder__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
