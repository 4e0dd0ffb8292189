import {
  coachReportSchema,
  coachReportsPageSchema,
  coachReportsQuerySchema,
  idPathSchema,
} from '@csz/core';
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import {
  authenticate,
  caller,
  noStore,
  requirePermission,
  type AuthEnv,
} from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { describeJson } from '../http/openapi';
import { valid } from '../http/validation';
import { coachReportById, coachReportsPage } from './coachReportQueries';
import { decideCoachReport } from './coachReportWrites';

const factory = createFactory<AuthEnv>();

/**
 * Staff's side of 'Update Coach' (issue 18): the queue of members' coach reports, and accepting
 * or rejecting one (core's reviewCoachReports and decideCoachReport: a SiteAdmin, never on their
 * own report). A decision already taken is a 409.
 */
export function coachReportRoutes(deps: AppDeps) {
  const { db } = deps.handle;
  // Per route, not use('*'): a sub-app's '*' would cover every route mounted beside it.
  const staff = [
    authenticate(db, deps.tokens),
    noStore,
    requirePermission({ action: 'reviewCoachReports' }),
  ] as const;
  const decide = (decision: 'Accepted' | 'Rejected') =>
    factory.createHandlers(valid('param', idPathSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { actor } = caller(c);
      const now = deps.clock.now();
      await decideCoachReport(deps.writeSportsData, deps.mail, id, actor, decision, now);
      return c.json((await coachReportById(db, id))!);
    });

  return new Hono<AuthEnv>()
    .get(
      '/coachReports',
      describeJson(
        'Staff',
        "Members' 'Update Coach' reports with a status (Pending by default), oldest first; page, perPage (at most 50)",
        { response: coachReportsPageSchema, session: true },
      ),
      ...staff,
      valid('query', coachReportsQuerySchema),
      async (c) => c.json(await coachReportsPage(db, c.req.valid('query'))),
    )
    .post(
      '/coachReports/:id/accept',
      describeJson(
        'Staff',
        "Accept a coach report: the coach it names goes on the team's file in the role it gives (a head coach replaces the head, an assistant joins the coaches); a member who said they coach has their pending role approved (and is mailed) and goes on file",
        { response: coachReportSchema, session: true },
      ),
      ...staff,
      ...decide('Accepted'),
    )
    .post(
      '/coachReports/:id/reject',
      describeJson(
        'Staff',
        "Reject a coach report; a member's pending coach role that it claimed is declined (and they are mailed)",
        { response: coachReportSchema, session: true },
      ),
      ...staff,
      ...decide('Rejected'),
    );
}
