import { scoreAccuracy } from '@csz/core/display';

/** Props of {@link ReportingAccuracy}. */
export interface ReportingAccuracyProps {
  /** Scores the member reported that staff confirmed. */
  statTrue: number;
  /** Scores the member reported that staff found wrong. */
  statFalse: number;
}

/**
 * The member's score-reporting accuracy (spec §3 "Profile"): correct over total and the percent,
 * 100% before any report was decided.
 */
export function ReportingAccuracy({ statTrue, statFalse }: ReportingAccuracyProps) {
  const { label, percent } = scoreAccuracy(statTrue, statFalse);
  return (
    <p className="csz-accuracy">
      <span className="csz-accuracy__label">Score-reporting accuracy</span>
      <span className="csz-accuracy__value">
        <strong>{percent}%</strong> ({label} correct)
      </span>
    </p>
  );
}
