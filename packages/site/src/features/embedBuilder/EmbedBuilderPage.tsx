import { useReducer } from 'react';
import { Navigate } from 'react-router-dom';
import { MESSAGES, PATHS, pageTitle, type EmbedKind } from '@csz/core';
import { EmbedBuilder, LoadingScreen, embedBuilderDefaults } from '@csz/widgets';
import { embedBuilderQuery } from '../../api/embedBuilder';
import { useQuery } from '../../api/useQuery';
import { useApi } from '../../state/api';
import { useSession } from '../../state/session';
import { editBuilder, listedValues } from './builderValues';
import { useBuilderLists } from './useBuilderLists';

/** Each builder's name in the main navigation (spec §2), its heading and what it is for. */
const PAGES: Record<EmbedKind, { name: string; about: string }> = {
  scoreboard: {
    name: 'Distribution Widget',
    about:
      'Build the code that school and newspaper websites paste to show a live scoreboard of high school games.',
  },
  standings: {
    name: 'Standings Widget',
    about:
      'Build the code that school and newspaper websites paste to show the standings of a county and sport.',
  },
};

/** /distribution: the scoreboard embed builder. */
export function DistributionPage() {
  return <EmbedBuilderPage kind="scoreboard" />;
}

/** /standings-widget: the standings embed builder. */
export function StandingsWidgetPage() {
  return <EmbedBuilderPage kind="standings" />;
}

/**
 * A builder page, for SiteAdmins only (spec §2): anyone else goes to the home page. The server
 * decides who is one; it also gives the address the code points at.
 */
function EmbedBuilderPage({ kind }: { kind: EmbedKind }) {
  const session = useSession();
  const api = useApi();
  const settings = useQuery(session && embedBuilderQuery(api, session.accessToken));
  const page = PAGES[kind];
  const refused =
    settings.status === 'failed' &&
    (settings.failure.status === 401 || settings.failure.status === 403);
  if (session == null || refused) return <Navigate to={PATHS.home} replace />;

  return (
    <>
      <title>{pageTitle({ page: page.name })}</title>
      {settings.status === 'loaded' ? (
        <div className="site-page">
          <h1 className="site-page__title">{page.name}</h1>
          <p className="site-page__about">{page.about}</p>
          <Builder kind={kind} embedOrigin={settings.data.embedOrigin} />
        </div>
      ) : settings.status === 'failed' ? (
        <div className="csz-panel" role="alert">
          <p className="csz-panel__title">{settings.failure.message}</p>
          <button type="button" className="csz-button" onClick={settings.reload}>
            {MESSAGES.retry}
          </button>
        </div>
      ) : (
        <LoadingScreen />
      )}
    </>
  );
}

/** The builder with its pickers' lists, once the page knows where the code points. */
function Builder({ kind, embedOrigin }: { kind: EmbedKind; embedOrigin: string }) {
  const [values, edit] = useReducer(editBuilder, embedBuilderDefaults);
  const lists = useBuilderLists(values);
  return (
    <>
      {lists.failed ? (
        <p className="site-alert" role="alert">
          {MESSAGES.loadingError}
        </p>
      ) : null}
      <EmbedBuilder
        kind={kind}
        embedOrigin={embedOrigin}
        options={lists.options}
        values={listedValues(values, lists.loaded)}
        onChange={edit}
      />
    </>
  );
}
