import {
  fullStandingsPath,
  type FrameSettings,
  type Season,
  type StandingGroup,
} from '@csz/core/display';
import { SiteLink } from '../internal/links';
import { SeasonSelect } from '../internal/SeasonSelect';
import { StandingsTable } from '../StandingsTable/StandingsTable';
import { EmbedFrame, type EmbedFrameProps } from './EmbedFrame';
import { EmbedForm } from './EmbedForm';

/** Props of {@link StandingsEmbed}. */
export interface StandingsEmbedProps extends EmbedFrameProps {
  /** The standings groups: the chosen league's or division's only, when one is chosen. */
  groups: readonly StandingGroup[];
  /** Whether they are loading. */
  loading: boolean;
  /** The load's error, or null. */
  error: string | null;
  /** The league's name. */
  leagueName: string | null;
  /** The season shown. */
  season: Season;
  /** Seasons to switch between, newest first. */
  seasons: readonly Season[];
  /** The county and sport, for the link to the site's full standings. */
  place: { stateId: number; countyId: number; sportId: number };
  /** The frame's settings, which its season form keeps. */
  settings: FrameSettings;
  /** Whether the frame keeps a fixed height (core's isCompactFrame): drawn tighter. */
  compact: boolean;
  onSeasonChange: (season: Season) => void;
  onRetry: () => void;
}

/**
 * The standings embed (spec §7 "Widget iframes"): the standings of a county, league or division
 * with the season switch (a form to the frame itself, so it works without scripts) and a link to
 * the site's full standings, rendered by the server and taken over by the frame's Preact build.
 */
export function StandingsEmbed({
  groups,
  loading,
  error,
  leagueName,
  season,
  seasons,
  place,
  settings,
  compact,
  onSeasonChange,
  onRetry,
  ...frame
}: StandingsEmbedProps) {
  return (
    <EmbedFrame
      {...frame}
      compact={compact}
      links={<SiteLink href={fullStandingsPath(place, season)}>Full standings</SiteLink>}
    >
      <EmbedForm settings={settings} view={{}}>
        <SeasonSelect name="season" seasons={seasons} season={season} onChange={onSeasonChange} />
      </EmbedForm>
      <StandingsTable
        groups={groups}
        loading={loading}
        error={error}
        leagueName={leagueName}
        season={season}
        seasons={[]}
        onRetry={onRetry}
      />
    </EmbedFrame>
  );
}
