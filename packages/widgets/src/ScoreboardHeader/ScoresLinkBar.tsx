import { Fragment } from 'react';
import { SiteLink } from '../internal/links';

/** The pages of the scores link bar. */
export type ScoresPage = 'updates' | 'scores' | 'standings';

/** Props of {@link ScoresLinkBar}. */
export interface ScoresLinkBarProps {
  /** The page the reader is on. */
  current: ScoresPage;
  /** Where each page is, carrying the reader's selection. */
  hrefs: Readonly<Record<ScoresPage, string>>;
}

const LABELS: Readonly<Record<ScoresPage, string>> = {
  updates: 'Updates',
  scores: 'Scores',
  standings: 'Standings',
};

/** The 'Updates / Scores / Standings' link bar of the scores pages (spec §2). */
export function ScoresLinkBar({ current, hrefs }: ScoresLinkBarProps) {
  const pages = Object.keys(LABELS) as ScoresPage[];
  return (
    <nav className="csz-link-bar" aria-label="Scores pages">
      {pages.map((page, i) => (
        <Fragment key={page}>
          {i > 0 ? (
            <span className="csz-link-bar__separator" aria-hidden="true">
              /
            </span>
          ) : null}
          <SiteLink
            href={hrefs[page]}
            className="csz-link-bar__link"
            aria-current={page === current ? 'page' : undefined}
          >
            {LABELS[page]}
          </SiteLink>
        </Fragment>
      ))}
    </nav>
  );
}
