import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appMeta } from '../db/schema';

/**
 * The key that signs access tokens: JWT_SECRET when set, else one made on first start and kept in
 * the database, so sessions survive restarts and every server process of one database agrees.
 */
export async function signingSecret(
  db: Database,
  configured: string | undefined,
): Promise<Uint8Array> {
  if (configured != null) return new TextEncoder().encode(configured);
  await db
    .insert(appMeta)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'jwt_secret'));
  return new TextEncoder().encode(row!.value);
}
