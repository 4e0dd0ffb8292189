import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

/** Props a link component receives: those of an anchor, with the address resolved. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** How the widgets' links to site pages behave where they are used. */
export interface WidgetLinkOptions {
  /** Origin the site's paths are resolved against; embeds set the site's address. */
  base?: string;
  /** Where site links open; embeds open them in a new tab ('_blank'). */
  target?: string;
  /**
   * The page's origin where there is no page to ask (a render on the server), for the addresses
   * that leave the page; in a browser, the page's own.
   */
  origin?: string;
  /** The site's router link, so links navigate without reloading; a plain anchor otherwise. */
  component?: ComponentType<LinkComponentProps>;
}

const LinkContext = createContext<WidgetLinkOptions>({});

/** Sets how the widgets inside link to site pages (the site's router, or an embed's new tab). */
export function WidgetLinks({
  value,
  children,
}: {
  value: WidgetLinkOptions;
  children: ReactNode;
}) {
  return <LinkContext.Provider value={value}>{children}</LinkContext.Provider>;
}

/**
 * A site path as a full address: against the embed's site when set, else the page's own origin.
 * For addresses that leave the page (a calendar subscription, a copied link), never for navigation.
 */
export function useSiteUrl(path: string): string {
  const { base, origin } = useContext(LinkContext);
  return new URL(path, base ?? origin ?? window.location.origin).href;
}

/** A link to a page of the site, given as a path ('/scores/view/42'). */
export function SiteLink({
  href,
  children,
  ...rest
}: LinkComponentProps & { children: ReactNode }) {
  const { base, target, component: Link = 'a' } = useContext(LinkContext);
  return (
    <Link
      href={base ? new URL(href, base).href : href}
      target={target}
      rel={target === '_blank' ? 'noopener' : undefined}
      {...rest}
    >
      {children}
    </Link>
  );
}

/** A link off the site (a stream, a post's source): a new tab, with no referrer or opener. */
export function ExternalLink({
  href,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="csz-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
