import {
  addRoleSchema,
  groupRoles,
  idPathSchema,
  inviteSchema,
  MESSAGES,
  patchSubscriptionSchema,
  preferencesSchema,
  roleEntrySchema,
  subscriptionRequestSchema,
  updateCoachRequestSchema,
} from '@csz/core';
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import {
  authenticate,
  authorize,
  caller,
  noStore,
  requireMember,
  requirePermission,
  type AuthEnv,
} from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { describeJson } from '../http/openapi';
import { valid } from '../http/validation';
import {
  memberRoleEntries,
  PENDING_ROLES_PAGE,
  pendingRoles,
  roleRow,
  roleSubject,
} from './roleQueries';
import {
  addMemberRole,
  decideRole,
  inviteMember,
  removeRole,
  reportCoach,
  savePreferences,
  setRoleTexting,
  subscribe,
} from './roleWrites';

const factory = createFactory<AuthEnv>();

/**
 * Roles, follows and preferences (spec §7 "Profile, roles, subscriptions"), invitations and
 * 'Update Coach'. Every route checks core's permission rule (spec §6).
 */
export function roleRoutes(deps: AppDeps) {
  const { clock, limiter } = deps;
  const { db } = deps.handle;
  // Per route, not use('*'): a sub-app's '*' would cover every route mounted beside it.
  const auth = [authenticate(db, deps.tokens), noStore] as const;

  const myRoles = factory.createHandlers(requirePermission({ action: 'viewRoles' }), async (c) => {
    const items = await memberRoleEntries(db, caller(c).member.id);
    const current = items.filter((r) => r.pendingStatus !== 'Rejected');
    return c.json({ items, groups: groupRoles(current) });
  });
  const remove = factory.createHandlers(requireMember, valid('param', idPathSchema), async (c) => {
    const row = await roleRow(db, c.req.valid('param').id);
    authorize(c, { action: 'removeRole', entry: roleSubject(row) });
    await removeRole(db, row.id);
    return c.json({ message: MESSAGES.roleDeleted });
  });
  const follow = factory.createHandlers(
    requirePermission({ action: 'follow' }),
    valid('json', subscriptionRequestSchema),
    async (c) => {
      const items = await subscribe(db, caller(c).member.id, c.req.valid('json'), clock.now());
      return c.json({ items }, 201);
    },
  );
  const followDescription = describeJson('Roles', 'Follow a school and some of its sports', {
    body: subscriptionRequestSchema,
    session: true,
  });

  return new Hono<AuthEnv>()
    .get(
      '/memberRoles',
      describeJson('Roles', 'The roles and follows of the member logged in, grouped', {
        session: true,
      }),
      ...auth,
      ...myRoles,
    )
    .get(
      '/memberSubscription/myAccAll',
      describeJson('Roles', 'The follows of the member logged in', { session: true }),
      ...auth,
      ...myRoles,
    )
    .post(
      '/memberRoles',
      describeJson('Roles', 'Add a role at a school (public roles at once, others pending)', {
        body: addRoleSchema,
        response: roleEntrySchema,
        session: true,
      }),
      ...auth,
      requireMember,
      valid('json', addRoleSchema),
      async (c) =>
        c.json(await addMemberRole(db, caller(c).member.id, c.req.valid('json'), clock.now()), 201),
    )
    .delete(
      '/memberRoles/:id',
      describeJson('Roles', 'Remove a role', { session: true }),
      ...auth,
      ...remove,
    )
    .delete(
      '/memberSubscription/deleteMyAccSubscription/:id',
      describeJson('Roles', 'Remove a follow', { session: true }),
      ...auth,
      ...remove,
    )
    .put(
      '/memberSubscription/patchMyAcc/:id',
      describeJson('Roles', 'Turn text alerts on or off for a role (coaches and directors)', {
        body: patchSubscriptionSchema,
        response: roleEntrySchema,
        session: true,
      }),
      ...auth,
      requireMember,
      valid('param', idPathSchema),
      valid('json', patchSubscriptionSchema),
      async (c) => {
        const row = await roleRow(db, c.req.valid('param').id);
        authorize(c, { action: 'toggleRoleNotifications', entry: roleSubject(row) });
        const { isAutomaticallyTexting } = c.req.valid('json');
        return c.json(await setRoleTexting(db, row.id, isAutomaticallyTexting));
      },
    )
    .post('/memberSubscription', followDescription, ...auth, ...follow)
    .post('/memberSubscription/myAccAddSubs', followDescription, ...auth, ...follow)
    .post(
      '/preferences',
      describeJson('Roles', 'Save Complete Preferences', {
        body: preferencesSchema,
        session: true,
      }),
      ...auth,
      requireMember,
      valid('json', preferencesSchema),
      async (c) => {
        const items = await savePreferences(
          db,
          caller(c).member.id,
          c.req.valid('json'),
          clock.now(),
        );
        return c.json({ items });
      },
    )
    .post(
      '/invitemember',
      describeJson('Roles', 'Invite someone to follow a team', {
        body: inviteSchema,
        session: true,
      }),
      ...auth,
      requirePermission({ action: 'invite' }),
      valid('json', inviteSchema),
      async (c) => {
        const { member } = caller(c);
        await limiter.consume(c, 'invite', member.id);
        await inviteMember(db, deps.mail, member, c.req.valid('json'));
        return c.json({ message: MESSAGES.userInvited });
      },
    )
    .post(
      '/updateCoach',
      describeJson(
        'Roles',
        "Answer 'Update Coach' for a team; a second answer for the team while the first waits for staff is a 409",
        {
          body: updateCoachRequestSchema,
          session: true,
        },
      ),
      ...auth,
      requirePermission({ action: 'updateCoach' }),
      valid('json', updateCoachRequestSchema),
      async (c) => {
        const { member } = caller(c);
        await limiter.consume(c, 'updateCoach', member.id);
        await reportCoach(db, member.id, c.req.valid('json'), clock.now());
        return c.json({ message: 'Thank you: a CSZ team member will review the coach details.' });
      },
    );
}

/**
 * The approval queue (spec §4 "Role"): a SiteAdmin approves any role; an approved athletic
 * director approves roles ranked below theirs at their own school. The member is emailed either way.
 */
export function roleReviewRoutes(deps: AppDeps) {
  const { db } = deps.handle;
  // Per route, not use('*'): a sub-app's '*' would cover every route mounted beside it.
  const auth = [authenticate(db, deps.tokens), noStore] as const;
  const decide = (status: 'Approved' | 'Rejected') =>
    factory.createHandlers(requireMember, valid('param', idPathSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { actor } = caller(c);
      return c.json(await decideRole(db, deps.mail, id, actor, status, deps.clock.now()));
    });

  return new Hono<AuthEnv>()
    .get(
      '/memberRoles/pending',
      describeJson(
        'Staff',
        `Roles waiting for the caller to approve, of active members, oldest first: at most ${PENDING_ROLES_PAGE} items, and total, how many wait in all`,
        { session: true },
      ),
      ...auth,
      requirePermission({ action: 'reviewRoles' }),
      async (c) => {
        const { items, total } = await pendingRoles(db, caller(c).actor);
        return c.json({
          items: items.map(({ entry, memberEmail, memberName }) => ({
            ...entry,
            memberEmail,
            memberName,
          })),
          total,
        });
      },
    )
    .post(
      '/memberRoles/:id/approve',
      describeJson('Staff', 'Approve a pending role; the member is emailed', { session: true }),
      ...auth,
      ...decide('Approved'),
    )
    .post(
      '/memberRoles/:id/reject',
      describeJson('Staff', 'Decline a pending role; the member is emailed', { session: true }),
      ...auth,
      ...decide('Rejected'),
    );
}
