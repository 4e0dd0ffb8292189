export { GamesList, type GamesListProps, type GamesListState } from './GamesList';
