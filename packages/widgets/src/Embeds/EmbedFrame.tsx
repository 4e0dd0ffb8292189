import type { ReactNode } from 'react';
import type { ThemeAccents, WidgetTheme } from '@csz/core/display';
import { SiteLink, WidgetLinks } from '../internal/links';
import { ThemeScope } from '../Theme/ThemeScope';

/** What every embed frame takes: how it looks and where its links go. */
export interface EmbedFrameProps {
  /** Light, dark, or the reader's system. */
  theme: WidgetTheme;
  /** A school colour's accents (core's schoolAccents), or null. */
  accents: ThemeAccents | null;
  /** The site's address; the frame's links open its pages in a new tab. */
  siteOrigin: string;
  /** What the frame shows ('Montgomery County football'), its heading. */
  title: string;
}

/**
 * The frame around an embed's content (spec §7 "Widget iframes"): the theme and school colour,
 * links that open the site in a new tab, a heading, and a footer with the credit and the links it
 * is given ('Full standings'). A compact frame (core's isCompactFrame) is drawn tighter.
 */
export function EmbedFrame({
  theme,
  accents,
  siteOrigin,
  title,
  compact = false,
  links,
  children,
}: EmbedFrameProps & {
  /** Whether the frame keeps a fixed height (iframe code). @default false */
  compact?: boolean | undefined;
  /** Links to the site's pages beside the credit. */
  links?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ThemeScope
      theme={theme}
      accents={accents}
      className={compact ? 'csz-embed csz-embed--compact' : 'csz-embed'}
    >
      <WidgetLinks value={{ base: siteOrigin, target: '_blank' }}>
        <h1 className="csz-embed__title">{title}</h1>
        {children}
        <p className="csz-embed__credit">
          {links}
          <SiteLink href="/">Scores and standings by CSZ</SiteLink>
        </p>
      </WidgetLinks>
    </ThemeScope>
  );
}

/**
 * What a frame shows when the settings pasted into the host page are wrong: a plain message, not
 * an empty box. The server renders it with no script, so the frames' builds do not carry it.
 */
export function EmbedProblem({
  problems,
  ...frame
}: EmbedFrameProps & { problems: readonly string[] }) {
  return (
    <EmbedFrame {...frame}>
      <div className="csz-embed__problem" role="alert">
        <p>This widget cannot be shown because its settings are not right:</p>
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
        <p>Ask the site that shows it to copy the widget code again.</p>
      </div>
    </EmbedFrame>
  );
}
