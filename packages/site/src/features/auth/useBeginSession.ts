import { useCallback } from 'react';
import type { LoginResponse } from '@csz/core';
import { useAuthNotice, useStartSession } from '../../state/session';

/**
 * Starts the session a login, sign-up or restore answered with, and says so in the notice that
 * outlives the page (spec §8 'Logged In Successfully', 'Signed Up Successfully').
 */
export function useBeginSession(): (answer: LoginResponse, email: string, notice: string) => void {
  const startSession = useStartSession();
  const [, setNotice] = useAuthNotice();
  return useCallback(
    (answer, email, notice) => {
      startSession(answer, email);
      setNotice(notice);
    },
    [startSession, setNotice],
  );
}
