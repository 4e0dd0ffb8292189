export { CoachBanner, type CoachBannerProps } from './CoachBanner';
export { LeaguePanel, type LeaguePanelProps } from './LeaguePanel';
export { ScheduleCard, type ScheduleCardProps } from './ScheduleCard';
export { ScheduleFinder, type ScheduleFinderProps } from './ScheduleFinder';
export { ScheduleNav, type ScheduleNavProps, type SchedulePage } from './ScheduleNav';
export { SchedulesView, type SchedulesViewProps } from './SchedulesView';
export { SchoolHeader, type SchoolHeaderProps } from './SchoolHeader';
