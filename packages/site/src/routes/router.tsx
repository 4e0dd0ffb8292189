import { lazy, type ComponentType } from 'react';
import { Navigate, createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import { PATHS, SITE_REDIRECTS, redirectTarget } from '@csz/core';
import { NotFound } from '@csz/widgets';
import { accountRoutes } from './accountRoutes';
import { ComingSoon } from './ComingSoon';
import { BareShell, Shell } from './Shell';
import { usePageTitle } from './usePageTitle';

/** A page loaded as a chunk of its own when first visited (DESIGN.md budgets: routes split). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return <Page />;
}

/** One of spec §2's redirects (core's table, which the server answers too), query kept. */
function Redirect() {
  const { search, pathname } = useLocation();
  const target = redirectTarget(pathname);
  return target == null ? <NotFoundPage /> : <Navigate to={`${target}${search}`} replace />;
}

function NotFoundPage() {
  usePageTitle('Not Found');
  return <NotFound />;
}

const scoreboard = () => import('../features/scores/ScoresPage');
const game = () => import('../features/scores/GamePage');
const standings = () => import('../features/scores/StandingsPage');
const todayScores = () => import('../features/scores/TodayScoresPage');
const schedules = () => import('../features/schedules/SchedulesPage');
const playoffs = () => import('../features/playoffs/pages');
// The home page holds the schedule finder; the contact form, the form library: each its own chunk.
const home = () => import('../features/info/HomePage');
const about = () => import('../features/info/AboutPage');
const contact = () => import('../features/info/ContactPage');
const builders = () => import('../features/embedBuilder/EmbedBuilderPage');

/** The pages inside the site's chrome (spec §2 route table). */
const pages: RouteObject[] = [
  { index: true, element: page(home, (m) => m.HomePage) },
  { path: PATHS.scores, element: page(scoreboard, (m) => m.ScoresPage) },
  { path: '/scores/view/:id', element: page(game, (m) => m.GamePage) },
  { path: PATHS.standings, element: page(standings, (m) => m.StandingsPage) },
  { path: PATHS.updates, element: <ComingSoon page="updates" /> },
  { path: PATHS.todayScores, element: page(todayScores, (m) => m.TodayScoresPage) },
  { path: PATHS.schedules, element: page(schedules, (m) => m.SchedulesPage) },
  { path: PATHS.scheduleUpdates, element: <ComingSoon page="updates" /> },
  { path: PATHS.playoffs, element: page(playoffs, (m) => m.PlayoffsPage) },
  { path: '/playoffs/view/:id', element: page(playoffs, (m) => m.BracketPage) },
  { path: PATHS.playGames, element: <ComingSoon page="pickEm" /> },
  { path: PATHS.wordOfTheDay, element: <ComingSoon page="pickEm" /> },
  { path: '/contact-us/:gameId?/:gameName?', element: page(contact, (m) => m.ContactPage) },
  { path: PATHS.about, element: page(about, (m) => m.AboutPage) },
  { path: PATHS.distribution, element: page(builders, (m) => m.DistributionPage) },
  { path: PATHS.standingsWidget, element: page(builders, (m) => m.StandingsWidgetPage) },
  { path: '/forums/*', element: <ComingSoon page="forum" /> },
  { path: '/my-account/:tab?', element: <ComingSoon page="account" /> },
  { path: PATHS.notifications, element: <ComingSoon page="notifications" /> },
  ...accountRoutes,
  { path: '/ms-rp/:reportId', element: <ComingSoon page="reports" /> },
  { path: '/ms-rp-ad/:reportId', element: <ComingSoon page="reports" /> },
  { path: '/mc-rp-ad/:reportId', element: <ComingSoon page="reports" /> },
  ...SITE_REDIRECTS.map(({ from }) => ({ path: from, element: <Redirect /> })),
  { path: '*', element: <NotFoundPage /> },
];

/** The site's routes (spec §2 route table). The score upload page has the bare layout. */
export const router = createBrowserRouter([
  {
    element: <Shell />,
    children: pages,
  },
  {
    element: <BareShell />,
    children: [{ path: '/uploadScores/:id', element: <ComingSoon page="scoreUpload" /> }],
  },
]);
