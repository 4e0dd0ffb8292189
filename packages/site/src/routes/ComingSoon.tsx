import { Link } from 'react-router-dom';
import { PATHS } from '@csz/core';
import { usePageTitle } from '../shared/usePageTitle';

/** Pages of the route table that are not built yet, and what each will be. */
export const COMING_SOON = {
  pickEm: {
    title: "Pick 'Em",
    text: "Pick 'Em and the word of the day are coming soon.",
  },
} as const;

/**
 * An honest panel for a page that is not built yet: it says so, and leads to the pages that work.
 * Never a page that looks like it works when it does not.
 */
export function ComingSoon({ page }: { page: keyof typeof COMING_SOON }) {
  const { title, text } = COMING_SOON[page];
  usePageTitle(title);
  return (
    <div className="csz-panel site-coming-soon">
      <h1 className="csz-panel__title">{title}: coming soon</h1>
      <p>{text}</p>
      <p>
        Scores, schedules, standings and playoff brackets work now:{' '}
        <Link to={PATHS.scores}>Scores</Link>, <Link to={PATHS.schedules}>Team Schedules</Link>,{' '}
        <Link to={PATHS.standings}>Standings</Link> and{' '}
        <Link to={PATHS.playoffs}>Tournament Brackets</Link>.
      </p>
    </div>
  );
}

/** The games' pages until they are built (issue 32). */
export function PickEmComingSoon() {
  return <ComingSoon page="pickEm" />;
}
