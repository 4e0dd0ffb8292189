import { contactMessageSchema, MESSAGES } from '@csz/core';
import { Hono } from 'hono';
import { authenticate, type AuthEnv } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { describeJson } from '../http/openapi';
import { valid } from '../http/validation';
import { sendContactMessage } from './writes';

/** The contact form (spec §7 POST contactus, §5 "Contact", §8 'Message Sent'). */
export function contactRoutes({ handle, tokens, limiter, mail }: AppDeps) {
  const { db } = handle;
  return new Hono<AuthEnv>().post(
    '/contactus',
    describeJson(
      'Contact',
      "Send the staff a message (gameId and gameName when it is about a game); answers {message: 'Message Sent'}. A session is optional: with one, the message names its member",
      { body: contactMessageSchema },
    ),
    authenticate(db, tokens),
    valid('json', contactMessageSchema),
    async (c) => {
      await limiter.consume(c, 'contact');
      await sendContactMessage(db, mail, c.req.valid('json'), c.get('member')?.id ?? null);
      return c.json({ message: MESSAGES.messageSent });
    },
  );
}
