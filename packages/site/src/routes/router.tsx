import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { PATHS } from '@csz/core';
import { FullSitePending } from './FullSitePending';
import { Shell } from './Shell';

// Each page is a chunk of its own, loaded when first visited (DESIGN.md budgets: routes split).
const DistributionPage = lazy(() =>
  import('../features/embedBuilder/EmbedBuilderPage').then((m) => ({
    default: m.DistributionPage,
  })),
);
const StandingsWidgetPage = lazy(() =>
  import('../features/embedBuilder/EmbedBuilderPage').then((m) => ({
    default: m.StandingsWidgetPage,
  })),
);
const LoginPage = lazy(() =>
  import('../features/login/LoginPage').then((m) => ({ default: m.LoginPage })),
);

/** The site's routes (spec §2 route table); the full site (issue 7) fills in the rest. */
export const router = createBrowserRouter([
  {
    element: <Shell />,
    children: [
      { path: PATHS.distribution, element: <DistributionPage /> },
      { path: PATHS.standingsWidget, element: <StandingsWidgetPage /> },
      { path: `${PATHS.login}/:email?/:error?`, element: <LoginPage /> },
      { path: '*', element: <FullSitePending /> },
    ],
  },
]);
