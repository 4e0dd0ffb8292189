export { CalendarPopover, type CalendarPopoverProps } from './CalendarPopover';
export { DateStrip, type DateStripProps } from './DateStrip';
export { LeagueBanner, type LeagueBannerProps } from './LeagueBanner';
export {
  ScoreboardHeader,
  type ScoreboardHeaderProps,
  type ScoreboardPicker,
} from './ScoreboardHeader';
export { ScoresLinkBar, type ScoresLinkBarProps, type ScoresPage } from './ScoresLinkBar';
