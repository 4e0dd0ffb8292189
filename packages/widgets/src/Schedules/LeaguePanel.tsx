import { SiteLink } from '../internal/links';

/** Props of {@link LeaguePanel}. */
export interface LeaguePanelProps {
  /** The league's name. */
  leagueName: string;
  /** The league's scores page. */
  scoresHref: string;
  /** The league's standings page. */
  standingsHref: string;
}

/** The league panel of the schedules page, with SCORES and STANDINGS (spec §2). */
export function LeaguePanel({ leagueName, scoresHref, standingsHref }: LeaguePanelProps) {
  return (
    <aside className="csz-league-panel" aria-label="League">
      <p className="csz-league-panel__name">{leagueName}</p>
      <div className="csz-league-panel__links">
        <SiteLink href={scoresHref} className="csz-button">
          SCORES
        </SiteLink>
        <SiteLink href={standingsHref} className="csz-button">
          STANDINGS
        </SiteLink>
      </div>
    </aside>
  );
}
