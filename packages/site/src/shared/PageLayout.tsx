import type { ReactNode } from 'react';
import { SpiritPointsCard } from '@csz/widgets';
import { useSession } from '../state/session';
import { useOpenSignIn } from '../state/useRequireLogin';
import { SiteAd } from './SiteAd';

/**
 * The Spirit PointZ card for guests (spec §2): it invites them to create an account and opens the
 * sign-in dialog. Members' points arrive with the account pages, so members see no card yet.
 */
function GuestSpiritCard() {
  const openSignIn = useOpenSignIn();
  return useSession() == null ? <SpiritPointsCard viewer="guest" onLogIn={openSignIn} /> : null;
}

/**
 * The side column most pages share: the two side ads (spec §2 "Ad slots: side top, side lower")
 * around the Spirit PointZ card.
 */
export function SideAds() {
  return (
    <>
      <SiteAd slot="General_Top_300x250" />
      <GuestSpiritCard />
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
