import { can, type Actor } from '@csz/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { coachReports, memberRoles, members } from './schema';
import { coaches } from '../games/schema';
import { conflict, forbidden, notFound } from '../http/errors';
import type { SportsDataWriter } from '../live/sportsData';
import type { MailContext } from '../mail/templates';
import { decideLockedRole } from './roleWrites';

type CoachReportRow = typeof coachReports.$inferSelect;

/** A coach as the team's file keeps them (table `coaches`, read by lookups' teamCoaches). */
interface CoachOnFile {
  schoolId: number;
  sportId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  cellPhone: string | null;
  isHead: boolean;
}

/**
 * Staff accept or reject a member's 'Update Coach' report (issue 18), in one transaction with the
 * report locked, so two staff deciding at once decide it once (the second gets a 409).
 *
 * Accepting a report that names the coach puts that coach on file in the role the report gives
 * them: a Head Coach as the team's head, an Assistant Coach beside the coaches there.
 * Accepting a member's claim to coach approves their pending Head Coach or Assistant Coach role
 * (decideRole's rule and mail, through the outbox) and puts them on file: a head coach as the
 * head, an assistant beside the coaches there. Rejecting a claim declines the pending role (the
 * member is mailed, as for any declined role).
 *
 * A new head coach replaces the head on file rather than joining them: 'Update Coach' is what a
 * member presses when the coach shown is wrong, usually because the team changed coaches, and a
 * previous head kept on as an assistant would show a coach who left on every game of the team.
 * Assistants on file stay. A coach already on file (the same email, or the same name) is updated
 * rather than listed twice. Game and schedule answers name the coaches, so the change goes through
 * the sports-data writer, which empties the cached answers when it commits.
 */
export async function decideCoachReport(
  writeSportsData: SportsDataWriter,
  mail: MailContext,
  id: number,
  decider: NonNullable<Actor>,
  decision: 'Accepted' | 'Rejected',
  now: Date,
): Promise<void> {
  await writeSportsData(async (tx, changes) => {
    const [report] = await tx
      .select()
      .from(coachReports)
      .where(eq(coachReports.id, id))
      .for('update');
    if (report == null) throw notFound(`No coach report with id ${id}`);
    if (!can(decider, { action: 'decideCoachReport', memberId: report.memberId }).allowed) {
      throw forbidden();
    }
    if (report.status !== 'Pending') {
      throw conflict(`This coach report was already ${report.status.toLowerCase()}`);
    }
    if (report.isCoach) {
      const role = await lockClaimedRole(tx, report);
      if (decision === 'Accepted') {
        if (role == null || role.status === 'Rejected') {
          throw conflict(
            "The member's coach role request was removed or declined since: reject this report instead",
          );
        }
        if (role.status === 'Pending') {
          await decideLockedRole(tx, mail, role, decider, 'Approved', now);
        }
        const [member] = await tx.select().from(members).where(eq(members.id, report.memberId));
        await putCoachOnFile(tx, {
          schoolId: report.schoolId,
          sportId: report.sportId,
          firstName: member!.firstName ?? '',
          lastName: member!.lastName ?? '',
          email: member!.email,
          cellPhone: member!.cellPhone,
          isHead: report.role === 'HeadCoach',
        });
        changes.other();
      } else if (role?.status === 'Pending') {
        await decideLockedRole(tx, mail, role, decider, 'Rejected', now);
      }
    } else if (decision === 'Accepted') {
      await putCoachOnFile(tx, {
        schoolId: report.schoolId,
        sportId: report.sportId,
        firstName: report.coachFirstName ?? '',
        lastName: report.coachLastName ?? '',
        email: report.coachEmail,
        cellPhone: report.coachCellPhone,
        // The report says which coach it names: an assistant joins the head, never replaces them.
        isHead: report.role === 'HeadCoach',
      });
      changes.other();
    }
    await tx
      .update(coachReports)
      .set({ status: decision, decidedBy: decider.memberId, decidedAt: now })
      .where(eq(coachReports.id, id));
  });
}

/** The role a coach's report claimed (reportCoach added it), locked for the decision. */
async function lockClaimedRole(tx: Transaction, report: CoachReportRow) {
  const [role] = await tx
    .select()
    .from(memberRoles)
    .where(
      and(
        eq(memberRoles.memberId, report.memberId),
        eq(memberRoles.role, report.role),
        eq(memberRoles.followedSchoolId, report.schoolId),
        eq(memberRoles.followedSportId, report.sportId),
      ),
    )
    .for('update');
  return role ?? null;
}

/** Puts a coach on the team's file: see {@link decideCoachReport} for who replaces whom. */
async function putCoachOnFile(tx: Transaction, coach: CoachOnFile): Promise<void> {
  const team = and(eq(coaches.schoolId, coach.schoolId), eq(coaches.sportId, coach.sportId));
  const onFile = await tx.select().from(coaches).where(team).for('update');
  const same = (a: string | null, b: string | null) =>
    a != null && b != null && a.trim().toLowerCase() === b.trim().toLowerCase();
  const match = onFile.find(
    (c) =>
      same(c.email, coach.email) ||
      (same(c.firstName, coach.firstName) && same(c.lastName, coach.lastName)),
  );
  if (coach.isHead) {
    const replaced = match == null ? team : and(team, ne(coaches.id, match.id));
    await tx.delete(coaches).where(and(replaced, eq(coaches.isHead, true)));
  }
  const fields = {
    firstName: coach.firstName,
    lastName: coach.lastName,
    email: coach.email ?? match?.email ?? null,
    cellPhone: coach.cellPhone ?? match?.cellPhone ?? null,
    // An assistant's claim never demotes the head it matches: the team would be left without one.
    isHead: coach.isHead || (match?.isHead ?? false),
  };
  if (match != null) await tx.update(coaches).set(fields).where(eq(coaches.id, match.id));
  else
    await tx
      .insert(coaches)
      .values({ schoolId: coach.schoolId, sportId: coach.sportId, ...fields });
}
