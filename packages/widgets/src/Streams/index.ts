export { StreamCard, type StreamCardProps } from './StreamCard';
export { StreamList, type StreamListProps } from './StreamList';
