import { MyAccountPage } from '../features/account/MyAccountPage';
import { MemberFeed } from '../features/forum/MemberFeed';

/**
 * The account page with the member feed in its home tab (spec §2 /my-account/home), composed in a
 * module of its own: one route chunk, loaded whole, which the size script measures as the page's
 * real first load (scripts/size.mjs).
 */
export function MyAccountRoute() {
  return <MyAccountPage homeFeed={<MemberFeed />} />;
}
