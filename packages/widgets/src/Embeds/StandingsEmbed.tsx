import type { Season, StandingGroup } from '@csz/core/display';
import { StandingsTable } from '../StandingsTable/StandingsTable';
import { EmbedFrame, type EmbedFrameProps } from './EmbedFrame';

/** Props of {@link StandingsEmbed}. */
export interface StandingsEmbedProps extends EmbedFrameProps {
  /** The standings groups. */
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
  onSeasonChange: (season: Season) => void;
  onRetry: () => void;
}

/**
 * The standings embed (spec §7 "Widget iframes"): a league's standings with the season switch,
 * rendered by the server and taken over by the frame's Preact build.
 */
export function StandingsEmbed({
  groups,
  loading,
  error,
  leagueName,
  season,
  seasons,
  onSeasonChange,
  onRetry,
  ...frame
}: StandingsEmbedProps) {
  return (
    <EmbedFrame {...frame}>
      <StandingsTable
        groups={groups}
        loading={loading}
        error={error}
        leagueName={leagueName}
        season={season}
        seasons={seasons}
        onSeasonChange={onSeasonChange}
        onRetry={onRetry}
      />
    </EmbedFrame>
  );
}
