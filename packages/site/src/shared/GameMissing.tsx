import { Link } from 'react-router-dom';
import { GAME_MESSAGES, PATHS, UPLOAD_MESSAGES } from '@csz/core';

/** 'Game is not found' with 'Go home' (spec §4, §8), for a game address that leads nowhere. */
export function GameMissing() {
  return (
    <div className="csz-panel">
      <h1 className="csz-panel__title">{GAME_MESSAGES.gameNotFound}</h1>
      <Link to={PATHS.home} className="csz-button csz-button--secondary">
        {UPLOAD_MESSAGES.goHome}
      </Link>
    </div>
  );
}
