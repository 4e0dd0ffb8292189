import { Link } from 'react-router-dom';
import { CONTACT_EMAIL, PATHS, contactPath } from '@csz/core';
import { usePageTitle } from '../../shared/usePageTitle';
import { PageLayout } from '../../shared/PageLayout';

/** The about page (spec §1, §2 /about-csz), with the privacy policy the footer links to. */
export function AboutPage() {
  usePageTitle('About Us');
  return (
    <PageLayout>
      <article className="site-page site-prose">
        <h1 className="site-page__title">About CSZ</h1>
        <p>
          CSZ is a county high school sports score service. It began in Maryland, covering every
          county&apos;s high school games, and has grown to schools in other states. Our aim is
          simple: every final score posted by 11 pm each night.
        </p>
        <p>
          Fans, players and parents check tonight&apos;s <Link to={PATHS.scores}>scores</Link>,{' '}
          <Link to={PATHS.schedules}>team schedules</Link>,{' '}
          <Link to={PATHS.standings}>league standings</Link> and{' '}
          <Link to={PATHS.playoffs}>playoff brackets</Link>. Coaches and athletic directors keep
          schedules and report results, and our staff verify every score reported. School and
          newspaper websites embed our live scoreboards and standings in their own pages.
        </p>
        <p>
          Want your team on CSZ, or to advertise with us? <Link to={contactPath()}>Contact us</Link>{' '}
          or write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
        <h2 id="privacy">Privacy Policy</h2>
        <p>
          We keep what you give us to run your account: your email, your name and display name, and
          the optional details of your profile (phone, zip code, birthday, picture), and the
          schools, sports and roles you follow. We use your email to sign you in, to reset your
          password and to tell you about your roles. We do not sell it.
        </p>
        <p>
          Messages sent through the contact form are kept so that our staff can answer them. The
          site remembers your picks (state, county, school and sport) and your session in your own
          browser. Ads are chosen by the state and county you pick, not by tracking you.
        </p>
        <p>
          To have your account or data removed, <Link to={contactPath()}>contact us</Link>.
        </p>
      </article>
    </PageLayout>
  );
}
