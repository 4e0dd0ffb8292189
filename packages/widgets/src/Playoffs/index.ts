export { BracketList, type BracketListProps } from './BracketList';
export { BracketView, type BracketViewProps } from './BracketView';
export { PlayoffFilters, type PlayoffFiltersProps } from './PlayoffFilters';
