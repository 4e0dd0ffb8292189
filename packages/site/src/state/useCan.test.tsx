import { Provider, createStore } from 'jotai';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  can,
  roleEntryWith,
  type Actor,
  type MemberRole,
  type Permission,
  type RoleEntry,
} from '@csz/core';
import { SiteQueryProvider, createSiteQueryClient } from '../api/useQuery';
import { Footer, MainNav } from '../routes/Shell';
import { sessionAtom } from './session';
import { useActor } from './useCan';

/**
 * The callers of the server's authorisation matrix (server/src/auth/authorization.test.ts), as
 * the demo accounts are: one role entry each at one school (the league director's county), the
 * pending coach's not yet approved, the SiteAdmin with none.
 */
const ROLES: Record<string, { role: MemberRole | 'SiteAdmin'; pending?: boolean } | null> = {
  guest: null,
  fan: { role: 'Fan' },
  player: { role: 'Player' },
  parent: { role: 'Parent' },
  alumni: { role: 'Alumni' },
  ambassador: { role: 'StudentAmbassador' },
  'assistant.coach': { role: 'AssistantCoach' },
  'head.coach': { role: 'HeadCoach' },
  'athletic.director': { role: 'AthleticDirector' },
  'league.director': { role: 'LeagueDirector' },
  'pending.coach': { role: 'HeadCoach', pending: true },
  admin: { role: 'SiteAdmin' },
};
type Caller = keyof typeof ROLES;
const MEMBER_ID = 7;
const SOMEONE_ELSE = 8;

const MEMBERS = Object.keys(ROLES).filter((c) => c !== 'guest');
const ROLE_HOLDERS = MEMBERS.filter((c) => c !== 'admin' && c !== 'pending.coach');

/**
 * What each caller may do: the server matrix's rows (the same allowed lists), which the site's
 * actor must agree with, and what the site shows for them.
 */
const EXPECTED: { name: string; permission: Permission; allowed: readonly Caller[] }[] = [
  { name: 'embed builders', permission: { action: 'useWidgetBuilder' }, allowed: ['admin'] },
  { name: 'invite', permission: { action: 'invite' }, allowed: [...ROLE_HOLDERS, 'admin'] },
  { name: 'view roles', permission: { action: 'viewRoles' }, allowed: MEMBERS },
  { name: 'follow', permission: { action: 'follow' }, allowed: MEMBERS },
  {
    name: 'review roles',
    permission: { action: 'reviewRoles' },
    allowed: ['admin', 'athletic.director'],
  },
  { name: 'import games', permission: { action: 'importGames' }, allowed: ['admin'] },
  { name: 'correct scores', permission: { action: 'correctScores' }, allowed: ['admin'] },
  { name: 'upload a picture', permission: { action: 'uploadAvatar' }, allowed: MEMBERS },
  {
    name: "remove another's picture",
    permission: { action: 'removeAvatar', memberId: SOMEONE_ELSE },
    allowed: ['admin'],
  },
  {
    name: "change another's password",
    permission: { action: 'changePassword', memberId: SOMEONE_ELSE },
    allowed: [],
  },
];

/** The links only some callers see, each with the permission that decides it. */
const GATED_LINKS = [
  { text: '>Distribution Widget<', permission: { action: 'useWidgetBuilder' } },
  { text: '>Standings Widget<', permission: { action: 'useWidgetBuilder' } },
] as const;

/** An access token as the server signs it (memberId, roleName); its signature is not read here. */
function token(caller: Caller): string {
  const grant = ROLES[caller]!;
  const roleName = grant.role === 'SiteAdmin' ? 'SiteAdmin' : grant.pending ? null : grant.role;
  const payload = Buffer.from(JSON.stringify({ memberId: MEMBER_ID, roleName })).toString(
    'base64url',
  );
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}

function entries(caller: Caller): RoleEntry[] {
  const grant = ROLES[caller];
  if (grant == null || grant.role === 'SiteAdmin') return [];
  const status = grant.pending ? 'Pending' : 'Approved';
  return [
    roleEntryWith({
      id: 1,
      memberRoleType: grant.role,
      isPending: grant.pending === true,
      pendingStatus: status,
      followedSchoolId: 100,
      followedSportId: grant.role === 'HeadCoach' || grant.role === 'AssistantCoach' ? 5 : null,
      followedDistrictId: 10,
      followedStateId: 1,
    }),
  ];
}

/** Renders the chrome's navigation and footer as `caller` sees them, and the site's actor. */
async function renderAs(caller: Caller): Promise<{ html: string; actor: Actor }> {
  const store = createStore();
  const email = `${caller}@demo.csz.test`;
  if (ROLES[caller] != null) {
    store.set(sessionAtom, { accessToken: token(caller), refreshToken: 'r', expiresAt: 1, email });
  }
  // The member's role entries as GET myAccAll answers them, already in the cache.
  const client = createSiteQueryClient();
  client.setQueryData(['follows', email], { items: entries(caller) });
  let actor: Actor = null;
  function Actor() {
    actor = useActor();
    return null;
  }
  const chrome = (
    <Provider store={store}>
      <SiteQueryProvider client={client}>
        <MemoryRouter>
          <Actor />
          <MainNav />
          <Footer />
        </MemoryRouter>
      </SiteQueryProvider>
    </Provider>
  );
  // The members' links are a chunk of their own (React.lazy): a first render asks for it, and the
  // render once it has arrived is the one read.
  renderToString(chrome);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const html = renderToString(chrome);
  return { html, actor };
}

describe('useCan: the site shows exactly what the server allows', () => {
  it.each(Object.keys(ROLES))('for %s', async (caller) => {
    const { html, actor } = await renderAs(caller);
    // The site's actor, from the role entries by core's rule, decides as the server's matrix.
    for (const row of EXPECTED) {
      expect([row.name, can(actor, row.permission).allowed]).toEqual([
        row.name,
        row.allowed.includes(caller),
      ]);
    }
    // And the chrome shows a gated link exactly when core's can() allows it.
    for (const link of GATED_LINKS) {
      expect([link.text, html.includes(link.text)]).toEqual([
        link.text,
        can(actor, link.permission).allowed,
      ]);
    }
  });

  it('shows the builders to a SiteAdmin and to nobody else', async () => {
    expect((await renderAs('admin')).html).toContain('>Distribution Widget<');
    expect((await renderAs('athletic.director')).html).not.toContain('>Distribution Widget<');
    expect((await renderAs('guest')).html).not.toContain('>Distribution Widget<');
  });
});
