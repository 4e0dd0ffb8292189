import { NavLink } from 'react-router-dom';
import { PATHS, SITE_ROUTES } from '@csz/core';
import { useCan } from '../../state/useCan';

/**
 * The main navigation's links to the pages members work on by their role (spec §2 "for SiteAdmin
 * the Distribution Widget and Standings Widget"; issues 16 to 18): the builders, the staff queues,
 * and the role approvals an athletic director gives too. Each shows to those core's can() allows;
 * loaded for members only, apart from the site's first load.
 */
export function StaffLinks() {
  const can = useCan();
  return (
    <>
      {can({ action: 'useWidgetBuilder' }) ? (
        <>
          <NavLink to={PATHS.distribution}>Distribution Widget</NavLink>
          <NavLink to={PATHS.standingsWidget}>Standings Widget</NavLink>
        </>
      ) : null}
      {can({ action: 'reviewScores' }) ? (
        <>
          <NavLink to={SITE_ROUTES.scoreReview}>Score review</NavLink>
          <NavLink to={SITE_ROUTES.forumReview}>Forum review</NavLink>
        </>
      ) : null}
      {can({ action: 'reviewRoles' }) ? (
        <NavLink to={SITE_ROUTES.roleApprovals}>Role approvals</NavLink>
      ) : null}
      {can({ action: 'reviewCoachReports' }) ? (
        <NavLink to={SITE_ROUTES.coachReports}>Coach reports</NavLink>
      ) : null}
    </>
  );
}
