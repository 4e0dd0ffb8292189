import { seasonLabel, type Season } from '@csz/core/display';
import { Select } from './Select';

/** Props of {@link SeasonSelect}. */
export interface SeasonSelectProps {
  /** Seasons to offer, in the order shown. */
  seasons: readonly Season[];
  /** The season chosen, or null. */
  season: Season | null;
  /** Called with the season picked. */
  onChange: (season: Season) => void;
  /** Extra class names of the wrapper. */
  className?: string;
  /** The name a form sends the season under (an embed's GET form). */
  name?: string;
}

/** The season picker of the standings, schedules and playoffs screens, with short labels ('26-27'). */
export function SeasonSelect({ seasons, season, onChange, className, name }: SeasonSelectProps) {
  return (
    <Select
      className={className}
      name={name}
      label="Season"
      // Once a season is shown there is nothing to clear, so the empty choice is not offered.
      placeholder={season == null ? 'Choose Season' : null}
      options={seasons.map((s) => ({ id: s, name: seasonLabel(s) }))}
      value={season}
      onChange={(value) => {
        if (value != null) onChange(value);
      }}
    />
  );
}
