// The staff pages of issue 18 in one chunk: they share their queue (shared/DecisionQueue.tsx),
// and one lazy import instead of two keeps the entry, which every route loads first, smaller.
export { CoachReportsPage } from '../features/coachReports/CoachReportsPage';
export { RoleApprovalsPage } from '../features/roleApprovals/RoleApprovalsPage';
