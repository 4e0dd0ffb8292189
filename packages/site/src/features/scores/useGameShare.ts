import { useRef, useState } from 'react';
import { gamePath, type Game } from '@csz/core';
import type { ShareOutcome } from '@csz/widgets';
import { shareGame } from '../../api/games';
import { useApi } from '../../state/api';
import { useSession } from '../../state/session';

/** How sharing a link ended: through the share sheet, copied, refused by the browser, or called off. */
export type ShareResult = 'shared' | 'copied' | 'refused' | 'cancelled';

/** What of the browser sharing needs (the Web Share API and the clipboard), for tests to fake. */
export interface ShareDevice {
  share?: ((data: ShareData) => Promise<void>) | undefined;
  clipboard?: { writeText(text: string): Promise<void> } | undefined;
}

/**
 * Shares a link through the device's share sheet when it has one, else copies it. The reader
 * closing the sheet (AbortError) is no share; a sheet that fails otherwise falls back to copying,
 * and a refused copy (no clipboard, no permission) is 'refused', for the page to show the link.
 */
export async function shareLink(
  device: ShareDevice,
  data: { title: string; text: string; url: string },
): Promise<ShareResult> {
  if (typeof device.share === 'function') {
    try {
      await device.share(data);
      return 'shared';
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (device.clipboard == null) return 'refused';
    await device.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'refused';
  }
}

/**
 * 'Share' on a game's page (issue 18): shares or copies the game's link, and for a member who did,
 * tells the server, which awards 'Shared a game' once a game (spec §4 type 8); the points show when
 * there are any. A guest shares too, without points and without being asked to log in.
 */
export function useGameShare(game: Game | null, device: ShareDevice = navigator) {
  const api = useApi();
  const isMember = useSession() != null;
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const busy = useRef(false);

  const onShare = () => {
    if (game == null || busy.current) return;
    busy.current = true;
    // Cleared first, so that a second 'Link copied' is announced again.
    setOutcome(null);
    const url = new URL(gamePath(game.id), window.location.origin).href;
    void shareLink(device, { title: game.name, text: `${game.name} | CSZ`, url })
      .then(async (result) => {
        if (result === 'cancelled') return;
        if (result === 'refused') {
          setOutcome({ kind: 'manual', url });
          return;
        }
        setOutcome({ kind: result });
        if (!isMember) return;
        const answer = await shareGame(api, game.id);
        if (answer.ok && answer.data.spiritPoints > 0) {
          setOutcome({ kind: result, spiritPoints: answer.data.spiritPoints });
        }
      })
      .finally(() => {
        busy.current = false;
      });
  };

  return { onShare, outcome };
}
