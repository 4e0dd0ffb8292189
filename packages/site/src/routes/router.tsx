import { lazy, type ComponentType } from 'react';
import { Navigate, createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import { SITE_REDIRECTS, SITE_ROUTES as R, redirectTarget } from '@csz/core';
import { NotFound } from '@csz/widgets';
import { accountRoutes } from './accountRoutes';
import { ComingSoon } from './ComingSoon';
import { BareShell, Shell } from './Shell';
import { usePageTitle } from '../shared/usePageTitle';

/** A page loaded as a chunk of its own when first visited (docs/architecture.md budgets: routes split). */
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
const home = () => import('./HomeRoute');
const about = () => import('../features/info/AboutPage');
const contact = () => import('../features/info/ContactPage');
const builders = () => import('../features/embedBuilder/EmbedBuilderPage');
const account = () => import('../features/account/MyAccountPage');
const scoreReview = () => import('../features/scoreReview/ScoreReviewPage');
const forumReview = () => import('../features/forumReview/ForumReviewPage');
const staffPages = () => import('./staffPages');
const missingScores = () => import('../features/reports/MissingScoresPage');
const duplicateGames = () => import('../features/reports/DuplicateGamesPage');
const scoreUpload = () => import('../features/scoreUpload/UploadScoresPage');
// Each of The Zone's pages is a chunk of its own: a category's first visit loads no search or post.
const forum = {
  category: () => import('../features/forum/CategoryPage'),
  tag: () => import('../features/forum/TagSearchPage'),
  search: () => import('../features/forum/SearchPage'),
  post: () => import('../features/forum/PostPage'),
  podcast: () => import('../features/forum/PodcastPage'),
  updates: () => import('../features/forum/UpdatesPage'),
  memberFeed: () => import('../features/forum/MemberFeed'),
};
const notifications = () => import('../features/notifications/NotificationsPage');

/** The Zone's pages (spec §2 forum routes); '/forums' itself is one of the redirects. */
const forumPages: RouteObject[] = [
  { path: '/forums/post/:postId/:slug?', element: page(forum.post, (m) => m.PostPage) },
  { path: '/forums/podcast', element: page(forum.podcast, (m) => m.PodcastPage) },
  { path: '/forums/search/plain-text/:query?', element: page(forum.search, (m) => m.SearchPage) },
  {
    path: '/forums/search/tag/:tagType/:tagString/:tagEntityId?',
    element: page(forum.tag, (m) => m.TagSearchPage),
  },
  {
    path: '/forums/search/category/:type/:name',
    element: page(forum.category, (m) => m.CategoryPage),
  },
  { path: '/forums/:type/:name', element: page(forum.category, (m) => m.CategoryPage) },
];

/** The account page, its home tab holding the member feed (spec §2 /my-account/home). */
const accountWithFeed = () =>
  Promise.all([account(), forum.memberFeed()]).then(([a, f]) => ({
    MyAccountPage: () => <a.MyAccountPage homeFeed={<f.MemberFeed />} />,
  }));

/** The pages inside the site's chrome (spec §2 route table). */
const pages: RouteObject[] = [
  { index: true, element: page(home, (m) => m.HomeRoute) },
  { path: R.scores, element: page(scoreboard, (m) => m.ScoresPage) },
  { path: R.game, element: page(game, (m) => m.GamePage) },
  { path: R.standings, element: page(standings, (m) => m.StandingsPage) },
  { path: R.updates, element: page(forum.updates, (m) => m.ScoresUpdatesPage) },
  { path: R.todayScores, element: page(todayScores, (m) => m.TodayScoresPage) },
  { path: R.schedules, element: page(schedules, (m) => m.SchedulesPage) },
  { path: R.scheduleUpdates, element: page(forum.updates, (m) => m.ScheduleUpdatesPage) },
  { path: R.playoffs, element: page(playoffs, (m) => m.PlayoffsPage) },
  { path: R.bracket, element: page(playoffs, (m) => m.BracketPage) },
  { path: R.playGames, element: <ComingSoon page="pickEm" /> },
  { path: R.wordOfTheDay, element: <ComingSoon page="pickEm" /> },
  { path: R.contact, element: page(contact, (m) => m.ContactPage) },
  { path: R.about, element: page(about, (m) => m.AboutPage) },
  { path: R.distribution, element: page(builders, (m) => m.DistributionPage) },
  { path: R.standingsWidget, element: page(builders, (m) => m.StandingsWidgetPage) },
  ...forumPages,
  { path: R.forums, element: <NotFoundPage /> },
  { path: R.myAccount, element: page(accountWithFeed, (m) => m.MyAccountPage) },
  { path: R.notifications, element: page(notifications, (m) => m.NotificationsPage) },
  ...accountRoutes,
  {
    path: R.missingScoresReport,
    element: page(missingScores, (m) => () => <m.MissingScoresPage view="staff" />),
  },
  {
    path: R.missingScoresReportForDirector,
    element: page(missingScores, (m) => () => <m.MissingScoresPage view="director" />),
  },
  { path: R.duplicateGamesReport, element: page(duplicateGames, (m) => m.DuplicateGamesPage) },
  { path: R.scoreReview, element: page(scoreReview, (m) => m.ScoreReviewPage) },
  { path: R.forumReview, element: page(forumReview, (m) => m.ForumReviewPage) },
  { path: R.roleApprovals, element: page(staffPages, (m) => m.RoleApprovalsPage) },
  { path: R.coachReports, element: page(staffPages, (m) => m.CoachReportsPage) },
  ...SITE_REDIRECTS.map(({ from }) => ({ path: from, element: <Redirect /> })),
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The site's routes: core's SITE_ROUTES (spec §2 route table), which the server also knows, to answer
 * other addresses with a 404. The score upload page has the bare layout.
 */
export const router = createBrowserRouter([
  {
    element: <Shell />,
    children: pages,
  },
  {
    element: <BareShell />,
    children: [{ path: R.uploadScores, element: page(scoreUpload, (m) => m.UploadScoresPage) }],
  },
]);
