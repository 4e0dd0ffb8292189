/** Props of {@link TeamLogo}. */
export interface TeamLogoProps {
  /** The school's name, for the initials shown when there is no logo. */
  name: string;
  /** The logo's address; null shows initials. */
  src: string | null;
  /** Width and height in pixels. @default 32 */
  size?: number;
}

/** Initials of a school's name: 'Walt Whitman High School' is 'WW'. */
function initials(name: string): string {
  const words = name
    .replace(/\b(High|School|Senior|Academy|of|the|and)\b/gi, '')
    .split(/[\s-]+/)
    .filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

/**
 * A school's logo, or its initials on a disc when it has none. Decorative: the school's name is
 * always written beside it, so screen readers skip it.
 */
export function TeamLogo({ name, src, size = 32 }: TeamLogoProps) {
  const style = { '--csz-logo-size': `${size}px` } as Record<string, string>;
  return (
    <span className="csz-logo" style={style} aria-hidden="true">
      {src ? (
        <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />
      ) : (
        initials(name)
      )}
    </span>
  );
}
