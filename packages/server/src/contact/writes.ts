import type { ContactMessage } from '@csz/core';
import type { Database } from '../db/client';
import { contactMessages } from './schema';
import { enqueue } from '../jobs/enqueue';
import { contactMail, type MailContext } from '../mail/templates';

/**
 * Stores a contact message and its mail to the staff in one transaction: a mail server that is
 * down delays the mail (the worker retries) and loses nothing, and staff find a message that never
 * went out by its empty mailed_at.
 */
export async function sendContactMessage(
  db: Database,
  mail: MailContext,
  message: ContactMessage,
  memberId: number | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        gameId: message.gameId ?? null,
        gameName: message.gameName ?? null,
        email: message.email,
        subject: message.subject,
        text: message.text ?? null,
        memberId,
      })
      .returning({ id: contactMessages.id });
    await enqueue(tx, {
      kind: 'contactMail',
      messageId: stored!.id,
      mail: contactMail(mail, message),
    });
  });
}
