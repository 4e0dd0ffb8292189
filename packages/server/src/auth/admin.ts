import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members } from '../accounts/schema';
import { createMember, memberByEmail } from './accounts';

/**
 * Makes sure a SiteAdmin with this email exists (issue 4 "Administration"): creates the account,
 * or gives an existing one the SiteAdmin flag. An existing password is left as it is.
 */
export async function ensureSiteAdmin(
  db: Database,
  email: string,
  password: string,
): Promise<{ created: boolean; memberId: number }> {
  const existing = await memberByEmail(db, email);
  if (existing != null) {
    if (!existing.isSiteAdmin)
      await db.update(members).set({ isSiteAdmin: true }).where(eq(members.id, existing.id));
    return { created: false, memberId: existing.id };
  }
  const member = await createMember(db, {
    email,
    password,
    displayName: 'Site Admin',
    isSiteAdmin: true,
  });
  return { created: true, memberId: member.id };
}
