import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { SITE_REDIRECTS, SITE_ROUTES as R, redirectTarget } from '@csz/core';
import { NotFound } from '@csz/widgets';
import { accountRoutes } from './accountRoutes';
import { BareShell, Shell } from './Shell';
import { usePageTitle } from '../shared/usePageTitle';
import { lazyPage } from './lazyPage';
import {
  categoryLoader,
  podcastLoader,
  postLoader,
  searchLoader,
  tagLoader,
} from '../features/forum/api/reads';
import { bracketLoader } from '../features/playoffs/pageReads';
import { gameLoader } from '../features/scores/pageReads';

/** One of spec §2's redirects (core's table, which the server answers too), query kept. */
function Redirect() {
  const { search, pathname } = useLocation();
  const target = redirectTarget(pathname);
  return target == null ? <NotFoundPage /> : <Navigate to={`${target}${search}`} replace />;
}

function NoPageYet() {
  return null;
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
const comingSoon = () => import('./ComingSoon');
const contact = () => import('../features/info/ContactPage');
const builders = () => import('../features/embedBuilder/EmbedBuilderPage');
// The account page with the member feed: one chunk, measured whole (scripts/size.mjs).
const account = () => import('./MyAccountRoute');
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
};
const notifications = () => import('../features/notifications/NotificationsPage');

/** The Zone's pages (spec §2 forum routes); '/forums' itself is one of the redirects. */
const forumPages: RouteObject[] = [
  {
    path: '/forums/post/:postId/:slug?',
    ...lazyPage(forum.post, (m) => m.PostPage, postLoader),
  },
  {
    path: '/forums/podcast',
    ...lazyPage(forum.podcast, (m) => m.PodcastPage, podcastLoader),
  },
  {
    path: '/forums/search/plain-text/:query?',
    ...lazyPage(forum.search, (m) => m.SearchPage, searchLoader),
  },
  {
    path: '/forums/search/tag/:tagType/:tagString/:tagEntityId?',
    ...lazyPage(forum.tag, (m) => m.TagSearchPage, tagLoader),
  },
  {
    path: '/forums/search/category/:type/:name',
    ...lazyPage(forum.category, (m) => m.CategoryPage, categoryLoader),
  },
  {
    path: '/forums/:type/:name',
    ...lazyPage(forum.category, (m) => m.CategoryPage, categoryLoader),
  },
];

/** The pages inside the site's chrome (spec §2 route table). */
const pages: RouteObject[] = [
  { index: true, ...lazyPage(home, (m) => m.HomeRoute) },
  { path: R.scores, ...lazyPage(scoreboard, (m) => m.ScoresPage) },
  {
    path: R.game,
    ...lazyPage(game, (m) => m.GamePage, gameLoader),
  },
  { path: R.standings, ...lazyPage(standings, (m) => m.StandingsPage) },
  { path: R.updates, ...lazyPage(forum.updates, (m) => m.ScoresUpdatesPage) },
  { path: R.todayScores, ...lazyPage(todayScores, (m) => m.TodayScoresPage) },
  { path: R.schedules, ...lazyPage(schedules, (m) => m.SchedulesPage) },
  { path: R.scheduleUpdates, ...lazyPage(forum.updates, (m) => m.ScheduleUpdatesPage) },
  { path: R.playoffs, ...lazyPage(playoffs, (m) => m.PlayoffsPage) },
  {
    path: R.bracket,
    ...lazyPage(playoffs, (m) => m.BracketPage, bracketLoader),
  },
  { path: R.playGames, ...lazyPage(comingSoon, (m) => m.PickEmComingSoon) },
  { path: R.wordOfTheDay, ...lazyPage(comingSoon, (m) => m.PickEmComingSoon) },
  { path: R.contact, ...lazyPage(contact, (m) => m.ContactPage) },
  { path: R.about, ...lazyPage(about, (m) => m.AboutPage) },
  { path: R.distribution, ...lazyPage(builders, (m) => m.DistributionPage) },
  { path: R.standingsWidget, ...lazyPage(builders, (m) => m.StandingsWidgetPage) },
  ...forumPages,
  { path: R.forums, element: <NotFoundPage /> },
  { path: R.myAccount, ...lazyPage(account, (m) => m.MyAccountRoute) },
  { path: R.notifications, ...lazyPage(notifications, (m) => m.NotificationsPage) },
  ...accountRoutes,
  {
    path: R.missingScoresReport,
    ...lazyPage(missingScores, (m) => () => <m.MissingScoresPage view="staff" />),
  },
  {
    path: R.missingScoresReportForDirector,
    ...lazyPage(missingScores, (m) => () => <m.MissingScoresPage view="director" />),
  },
  { path: R.duplicateGamesReport, ...lazyPage(duplicateGames, (m) => m.DuplicateGamesPage) },
  { path: R.scoreReview, ...lazyPage(scoreReview, (m) => m.ScoreReviewPage) },
  { path: R.forumReview, ...lazyPage(forumReview, (m) => m.ForumReviewPage) },
  { path: R.roleApprovals, ...lazyPage(staffPages, (m) => m.RoleApprovalsPage) },
  { path: R.coachReports, ...lazyPage(staffPages, (m) => m.CoachReportsPage) },
  ...SITE_REDIRECTS.map(({ from }) => ({ path: from, element: <Redirect /> })),
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The site's routes: core's SITE_ROUTES (spec §2 route table), which the server also knows, to answer
 * other addresses with a 404. The score upload page has the bare layout. The browser's router and
 * the server's render are made from them.
 */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    // A page drawn in the browser shows nothing until its chunk has arrived (a page the server
    // rendered is hydrated once its chunk is loaded, main.tsx).
    HydrateFallback: NoPageYet,
    children: pages,
  },
  {
    element: <BareShell />,
    HydrateFallback: NoPageYet,
    children: [{ path: R.uploadScores, ...lazyPage(scoreUpload, (m) => m.UploadScoresPage) }],
  },
];
