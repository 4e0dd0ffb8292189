import { lazy, Suspense, type ReactNode } from 'react';
import { SpiritPointsCard } from '@csz/widgets';
import { useSession } from '../state/session';
import { useOpenSignIn } from '../state/useRequireLogin';
import { SiteAd } from './SiteAd';

// A chunk of its own: a guest's first page does not carry the member's points query.
const MemberSpiritCard = lazy(() =>
  import('./MemberSpiritCard').then((m) => ({ default: m.MemberSpiritCard })),
);

/**
 * The Spirit PointZ side card (spec §2): a guest is invited to create an account (the sign-in
 * dialog opens); a member sees their points, and goes to /my-account/activity.
 */
function SpiritCard() {
  const openSignIn = useOpenSignIn();
  const session = useSession();
  if (session == null) return <SpiritPointsCard viewer="guest" onLogIn={openSignIn} />;
  return (
    <Suspense fallback={null}>
      <MemberSpiritCard session={session} />
    </Suspense>
  );
}

/**
 * The side column most pages share: the two side ads (spec §2 "Ad slots: side top, side lower")
 * around the Spirit PointZ card.
 */
export function SideAds() {
  return (
    <>
      <SiteAd slot="General_Top_300x250" />
      <SpiritCard />
      <SiteAd slot="General_Lower_300x250" />
    </>
  );
}

/**
 * A page's columns (spec §2 "Layout breakpoints give 1, 2 or 3 columns at 992px and 1290px"): one
 * column on phones and tablets, the side column beside the page from 992px, and a left column too
 * from 1290px where the page has one. On one column the side comes after the page.
 */
export function PageLayout({
  children,
  left,
  side = <SideAds />,
}: {
  children: ReactNode;
  left?: ReactNode;
  side?: ReactNode;
}) {
  return (
    <div className={left ? 'site-columns site-columns--three' : 'site-columns'}>
      {left ? (
        <aside className="site-columns__left" aria-label="More">
          {left}
        </aside>
      ) : null}
      <div className="site-columns__main">{children}</div>
      <aside className="site-columns__side" aria-label="Sponsors">
        {side}
      </aside>
    </div>
  );
}
