import { MESSAGES, type Coach } from '@csz/core/display';

/** Props of {@link CoachBanner}. */
export interface CoachBannerProps {
  /** The team's head coach, or null when none is on file. */
  coach: Coach | null;
  /** The reader pressed 'Update Coach'; the page asks a guest to log in first. */
  onUpdateCoach: () => void;
}

/** The coach banner (spec §2): the head coach, or 'Uh oh! There's no coach on file'. */
export function CoachBanner({ coach, onUpdateCoach }: CoachBannerProps) {
  return (
    <div className="csz-coach-banner">
      <p className="csz-coach-banner__text">
        {coach ? (
          <>
            Head Coach: <strong>{`${coach.firstName} ${coach.lastName}`}</strong>
          </>
        ) : (
          MESSAGES.noCoachOnFile
        )}
      </p>
      <button type="button" className="csz-button csz-button--secondary" onClick={onUpdateCoach}>
        Update Coach
      </button>
    </div>
  );
}
