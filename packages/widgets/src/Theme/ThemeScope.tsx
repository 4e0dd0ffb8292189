import type { CSSProperties, ReactNode } from 'react';
import { parseHexColor, readableTextOn, type WidgetTheme } from '@csz/core/display';

/** Props of {@link ThemeScope}. */
export interface ThemeScopeProps {
  /** Light, dark, or auto to follow the reader's system. @default 'auto' */
  theme?: WidgetTheme;
  /** A school colour ('#1f3a68') for headers and buttons; ignored unless it is a hex colour. */
  accentColor?: string | null;
  /** Extra class names for the root element. */
  className?: string;
  /** The widgets to theme. */
  children: ReactNode;
}

/**
 * The root every widget renders inside: it sets the design tokens of styles/theme.css for the
 * chosen theme and, with a school colour, the accent and a text colour that stays readable on it.
 */
export function ThemeScope({ theme = 'auto', accentColor, className, children }: ThemeScopeProps) {
  const accent = parseHexColor(accentColor);
  const style = accent
    ? ({ '--csz-accent': accent, '--csz-on-accent': readableTextOn(accent) } as CSSProperties)
    : undefined;
  return (
    <div className={className ? `csz ${className}` : 'csz'} data-csz-theme={theme} style={style}>
      {children}
    </div>
  );
}
