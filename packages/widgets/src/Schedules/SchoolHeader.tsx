import { PATHS, calendarFeedPath, type School, type Season } from '@csz/core/display';
import { SiteLink } from '../internal/links';
import { SeasonSelect } from '../internal/SeasonSelect';
import { TeamLogo } from '../internal/TeamLogo';
import { CalendarLinks } from './CalendarLinks';

/** Props of {@link SchoolHeader}. */
export interface SchoolHeaderProps {
  /** The school. */
  school: School;
  /** Whether the reader follows it; FOLLOWING leads to their profile. */
  isFollowing: boolean;
  /** The reader pressed FOLLOW; the page asks a guest to log in first, then follows. */
  onFollow: () => void;
  /** Whether a follow request is on its way. @default false */
  followPending?: boolean;
  /** Seasons for the season filter, shown when no sport is chosen. */
  seasons?: readonly Season[] | undefined;
  /** The season shown. */
  season?: Season | undefined;
  /** Called with the season the reader picks. */
  onSeasonChange?: ((season: Season) => void) | undefined;
}

/**
 * The school header of the schedules page (spec §2): name, place, the school's calendar feed (every
 * sport), FOLLOW or FOLLOWING, season.
 */
export function SchoolHeader({
  school,
  isFollowing,
  onFollow,
  followPending = false,
  seasons,
  season,
  onSeasonChange,
}: SchoolHeaderProps) {
  return (
    <header className="csz-school-header">
      <TeamLogo name={school.name} src={school.imgUrl} size={64} />
      <div className="csz-school-header__text">
        {/* The school's schedules page is about the school: its name is the page's title. */}
        <h1 className="csz-school-header__name">{school.name}</h1>
        <p className="csz-school-header__place">
          {school.district}, {school.state}
        </p>
        <CalendarLinks
          feedPath={calendarFeedPath({ schoolId: school.id })}
          label={`${school.name} (every sport)`}
        />
      </div>
      <div className="csz-school-header__actions">
        {isFollowing ? (
          <SiteLink href={PATHS.myAccountProfile} className="csz-button csz-button--secondary">
            FOLLOWING
          </SiteLink>
        ) : (
          <button type="button" className="csz-button" disabled={followPending} onClick={onFollow}>
            FOLLOW
          </button>
        )}
        {seasons && seasons.length > 0 && season && onSeasonChange ? (
          <SeasonSelect seasons={seasons} season={season} onChange={onSeasonChange} />
        ) : null}
      </div>
    </header>
  );
}
