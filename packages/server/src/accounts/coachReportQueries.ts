import { memberDisplayName, type CoachReport, type CoachReportsQuery } from '@csz/core';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { coachReports, members } from './schema';
import { schools, sports } from '../lookups/schema';

/** Staff's queue of 'Update Coach' reports with one status, oldest first, paged. */
export async function coachReportsPage(
  db: Database,
  { status, page, perPage }: CoachReportsQuery,
): Promise<{ items: CoachReport[]; total: number }> {
  const where = eq(coachReports.status, status);
  const [rows, [counted]] = await Promise.all([
    selectReports(db)
      .where(where)
      .orderBy(asc(coachReports.createdAt), asc(coachReports.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(coachReports).where(where),
  ]);
  return { items: rows.map(toCoachReport), total: counted?.total ?? 0 };
}

/** One coach report as staff see it, or null. */
export async function coachReportById(db: Database, id: number): Promise<CoachReport | null> {
  const [row] = await selectReports(db).where(eq(coachReports.id, id));
  return row == null ? null : toCoachReport(row);
}

function selectReports(db: Database) {
  return db
    .select({
      report: coachReports,
      schoolName: schools.name,
      sportName: sports.name,
      email: members.email,
      displayName: members.displayName,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(coachReports)
    .innerJoin(schools, eq(schools.id, coachReports.schoolId))
    .innerJoin(sports, eq(sports.id, coachReports.sportId))
    .innerJoin(members, eq(members.id, coachReports.memberId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

function toCoachReport({ report, ...row }: Row): CoachReport {
  return {
    id: report.id,
    created: report.createdAt.toISOString(),
    status: report.status,
    school: { id: report.schoolId, name: row.schoolName },
    sport: { id: report.sportId, name: row.sportName },
    member: { id: report.memberId, displayName: memberDisplayName(row), email: row.email },
    isCoach: report.isCoach,
    role: report.role,
    coach: report.isCoach
      ? null
      : {
          firstName: report.coachFirstName,
          lastName: report.coachLastName,
          email: report.coachEmail,
          cellPhone: report.coachCellPhone,
        },
  };
}
