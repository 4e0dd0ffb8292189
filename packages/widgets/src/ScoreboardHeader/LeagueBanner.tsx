import { SiteLink } from '../internal/links';

/** Props of {@link LeagueBanner}. */
export interface LeagueBannerProps {
  /** The league's name. */
  leagueName: string;
  /** The league's standings page. */
  standingsHref: string;
}

/** The league of the chosen county and sport, with its 'LEAGUE STANDINGS' button (spec §2). */
export function LeagueBanner({ leagueName, standingsHref }: LeagueBannerProps) {
  return (
    <div className="csz-league-banner">
      <span className="csz-league-banner__name">{leagueName}</span>
      <SiteLink href={standingsHref} className="csz-button csz-league-banner__button">
        LEAGUE STANDINGS
      </SiteLink>
    </div>
  );
}
