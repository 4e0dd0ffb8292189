import type { Profile } from '@csz/core';
import type { Member } from '../auth/authenticate';
import type { Database } from '../db/client';
import { pointsSum } from '../points/queries';

/** A member's profile as the API shows it (spec §3 "Profile"). */
export async function profileOf(db: Database, member: Member): Promise<Profile> {
  const points = await pointsSum(db, member.id);
  return {
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    displayName: member.displayName,
    email: member.email,
    birthday: member.birthday,
    cellPhone: member.cellPhone,
    zipCode: member.zipCode,
    avatarUrl: member.avatarUrl,
    statTrue: member.statTrue,
    statFalse: member.statFalse,
    spiritPoints: { sum: points },
  };
}
