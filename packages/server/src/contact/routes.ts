import { contactMessageSchema, MESSAGES } from '@csz/core';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { authenticate, type AuthEnv } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { contactMessages } from '../db/schema';
import { describeJson } from '../http/openapi';
import { readJson } from '../http/validation';
import { contactMail } from '../mail/templates';

/** The contact form (spec §7 POST contactus, §5 "Contact", §8 'Message Sent'). */
export function contactRoutes({ handle, tokens, limiter, mailer, mail }: AppDeps): Hono<AuthEnv> {
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
      const [stored] = await db
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
      // The message is stored before it is mailed, so a mail server that is down loses nothing:
      // the sender still hears 'Message Sent' (they could not fix the outage, and sending again
      // would only store it twice), and staff find what did not go out by its empty mailed_at.
      try {
        await mailer.send(contactMail(mail, message));
        await db
          .update(contactMessages)
          .set({ mailedAt: new Date() })
          .where(eq(contactMessages.id, stored!.id));
      } catch (error) {
        console.error(`Contact message ${stored!.id} was stored but not mailed:`, error);
      }
      return c.json({ message: MESSAGES.messageSent });
    },
  );
}
