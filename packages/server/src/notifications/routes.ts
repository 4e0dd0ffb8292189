import { notificationsPageSchema, notificationsQuerySchema } from '@csz/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { authenticate, caller, noStore, requireMember, type AuthEnv } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { describeJson } from '../http/openapi';
import { valid } from '../http/validation';
import { markAllRead, notificationsPage } from './queries';

/** POST notifications/read's answer: nothing is unread any more. */
const markedReadSchema = z.object({ unread: z.literal(0) });

/** A member's notifications (spec §7 GET notifications; §2 /notifications). */
export function notificationRoutes(deps: AppDeps) {
  const { handle, tokens, clock } = deps;
  const { db } = handle;
  return new Hono<AuthEnv>()
    .get(
      '/',
      describeJson(
        'Notifications',
        "The member's notifications (Like, NewPost, NewComment, GameChanged with what changed in gameChange), newest first, 10 a page; with total and unread",
        { response: notificationsPageSchema, session: true },
      ),
      authenticate(db, tokens),
      noStore,
      requireMember,
      valid('query', notificationsQuerySchema),
      async (c) => {
        const { page, perPage } = c.req.valid('query');
        return c.json(await notificationsPage(db, caller(c).member.id, page, perPage));
      },
    )
    .post(
      '/read',
      describeJson('Notifications', "Marks all the member's notifications read", {
        response: markedReadSchema,
        session: true,
      }),
      authenticate(db, tokens),
      noStore,
      requireMember,
      async (c) => {
        await markAllRead(db, caller(c).member.id, clock.now());
        return c.json({ unread: 0 as const });
      },
    );
}
