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
 * links that open the site in a new tab, a heading and the credit.
 */
export function EmbedFrame({
  theme,
  accents,
  siteOrigin,
  title,
  children,
}: EmbedFrameProps & { children: ReactNode }) {
  return (
    <ThemeScope theme={theme} accents={accents} className="csz-embed">
      <WidgetLinks value={{ base: siteOrigin, target: '_blank' }}>
        <h1 className="csz-embed__title">{title}</h1>
        {children}
        <p className="csz-embed__credit">
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
