import { useCallback } from 'react';
import { useSession, useSignInPrompt } from './session';

/**
 * A guard for what only members may do (spec §4 "Guest actions"): the function it returns runs
 * the action at once for a member; for a guest it opens the sign-in dialog and runs the action once
 * they have logged in or signed up there and the dialog has closed (never if they close it
 * without). Needs AuthHost.
 */
export function useRequireLogin(): (continueWith: () => void) => void {
  const isMember = useSession() != null;
  const { open } = useSignInPrompt();
  return useCallback(
    (continueWith) => (isMember ? continueWith() : open(continueWith)),
    [isMember, open],
  );
}

/** Opens the sign-in dialog (a Log In button, the Spirit PointZ card). Needs AuthHost. */
export function useOpenSignIn(): () => void {
  const { open } = useSignInPrompt();
  return useCallback(() => open(), [open]);
}
