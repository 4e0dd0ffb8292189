import type { Season } from '@csz/core/display';
import { SeasonSelect } from '../internal/SeasonSelect';
import { Select, type SelectOption } from '../internal/Select';

/** Props of {@link PlayoffFilters}. */
export interface PlayoffFiltersProps {
  states: readonly SelectOption[];
  /** Sports that have playoffs; 'Any Sport' is offered first. */
  sports: readonly SelectOption[];
  /** Seasons, newest first. */
  seasons: readonly Season[];
  stateId: string | null;
  sportId: string | null;
  season: Season | null;
  onStateChange: (stateId: string | null) => void;
  onSportChange: (sportId: string | null) => void;
  onSeasonChange: (season: Season) => void;
}

/** The playoffs filters (spec §2): state, sport with 'Any Sport', and season. */
export function PlayoffFilters({
  states,
  sports,
  seasons,
  stateId,
  sportId,
  season,
  onStateChange,
  onSportChange,
  onSeasonChange,
}: PlayoffFiltersProps) {
  return (
    <div className="csz-playoff-filters">
      <Select
        label="State"
        placeholder="Choose State"
        options={states}
        value={stateId}
        onChange={onStateChange}
      />
      <Select
        label="Sport"
        placeholder="Any Sport"
        options={sports}
        value={sportId}
        onChange={onSportChange}
      />
      <SeasonSelect seasons={seasons} season={season} onChange={onSeasonChange} />
    </div>
  );
}
