export { CommentList, type CommentListProps } from './CommentList';
export {
  CreatePostCard,
  type CreatePostCardProps,
  type LinkPreviewState,
  type NewPost,
  type PostKind,
} from './CreatePostCard';
export { ImagePicker, type ImagePickerProps } from './ImagePicker';
export { Feed, type FeedKind, type FeedProps } from './Feed';
export { NotificationsList, type NotificationsListProps } from './NotificationsList';
export { PointsByMonthChart, type PointsByMonthChartProps } from './PointsByMonthChart';
export { PostCard, type PostAction, type PostCardProps } from './PostCard';
export { SpiritPointsCard, type SpiritPointsCardProps } from './SpiritPointsCard';
export { Leaderboard, type LeaderboardEntry, type LeaderboardProps } from './Leaderboard';
export { SpiritActivity, type SpiritActivityProps } from './SpiritActivity';
