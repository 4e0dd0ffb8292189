import { Link } from 'react-router-dom';
import { PATHS, pageTitle } from '@csz/core';

/** Every page the full site will have (issue 7): said plainly, with the pages that exist now. */
export function FullSitePending() {
  return (
    <div className="csz-panel">
      <title>{pageTitle()}</title>
      <h1 className="csz-panel__title">This page arrives with the full site.</h1>
      <p>
        Site admins can already build embed code for school and newspaper websites:{' '}
        <Link to={PATHS.distribution}>Distribution Widget</Link> (scoreboards) and{' '}
        <Link to={PATHS.standingsWidget}>Standings Widget</Link> (standings).
      </p>
    </div>
  );
}
