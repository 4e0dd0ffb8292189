export { GameCard, type GameCardProps } from './GameCard';
export { GameLikeButton, type GameLikeButtonProps } from './GameLikeButton';
