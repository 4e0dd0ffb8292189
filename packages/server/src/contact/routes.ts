import { contactMessageSchema, MESSAGES } from '@csz/core';
import { Hono } from 'hono';
import { authenticate, type AuthEnv } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { contactMessages } from '../db/schema';
import { describeJson } from '../http/openapi';
import { enqueue } from '../jobs/enqueue';
import { readJson } from '../http/validation';
import { contactMail } from '../mail/templates';

/** The contact form (spec §7 POST contactus, §5 "Contact", §8 'Message Sent'). */
export function contactRoutes({ handle, tokens, limiter, mail }: AppDeps): Hono<AuthEnv> {
  const { db } = handle;
  return new Hono<AuthEnv>().post(
    '/contactus',
    describeJson(
      'Contact',
      "Send the staff a message (gameId and gameName when it is about a game); answers {message: 'Message Sent'}. A session is optional: with one, the message names its member",
      { body: contactMessageSchema },
    ),
    authenticate(db, tokens),
    async (c) => {
      const input = await readJson(c, contactMessageSchema);
      if (!input.ok) return input.response;
      const limited = await limiter.consume(c, 'contact');
      if (limited) return limited;
      const message = input.data;
      // The message and its mail to the staff commit together; a mail server that is down delays
      // the mail (the worker retries) and loses nothing, and staff find a message that never went
      // out by its empty mailed_at.
      await db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(contactMessages)
          .values({
            gameId: message.gameId ?? null,
            gameName: message.gameName ?? null,
            email: message.email,
            subject: message.subject,
            text: message.text ?? null,
            memberId: c.get('member')?.id ?? null,
          })
          .returning({ id: contactMessages.id });
        await enqueue(tx, {
          kind: 'contactMail',
          messageId: stored!.id,
          mail: contactMail(mail, message),
        });
      });
      return c.json({ message: MESSAGES.messageSent });
    },
  );
}
