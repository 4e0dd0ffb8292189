import type { CSSProperties, ReactNode } from 'react';
import type { ThemeAccents, WidgetTheme } from '@csz/core/display';

/** Props of {@link ThemeScope}. */
export interface ThemeScopeProps {
  /** Light, dark, or auto to follow the reader's system. @default 'auto' */
  theme?: WidgetTheme;
  /**
   * A school colour for headers and buttons, as core's schoolAccents('#1f3a68') gives it: an accent
   * for each theme that stands out from its background, and a readable text colour on it. Worked
   * out by the caller, so that an embed's frame does it once on the server.
   */
  accents?: ThemeAccents | null | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
  /** The widgets to theme. */
  children: ReactNode;
}

/**
 * The root every widget renders inside: it sets the design tokens of styles/theme.css for the
 * chosen theme and, with a school colour, the accent of each theme (a navy colour is lightened for
 * the dark theme) and the text colour on it.
 */
export function ThemeScope({ theme = 'auto', accents, className, children }: ThemeScopeProps) {
  const style = accents
    ? ({
        '--csz-accent-light': accents.light.accent,
        '--csz-on-accent-light': accents.light.onAccent,
        '--csz-accent-dark': accents.dark.accent,
        '--csz-on-accent-dark': accents.dark.onAccent,
      } as CSSProperties)
    : undefined;
  return (
    <div className={className ? `csz ${className}` : 'csz'} data-csz-theme={theme} style={style}>
      {children}
    </div>
  );
}
