import { can, type Actor, type PostSubject } from '../permissions/permissions';
import { FORUM_MESSAGES } from '../messages/forum';

/** An entry of a post's menu. */
export type PostMenuAction = 'report' | 'hide' | 'delete' | 'pin';

/**
 * The entries a post's menu shows the actor (spec §6): members report others' posts and delete
 * their own; a SiteAdmin sees 'hide' in place of 'report' and can pin. Report is left out for a
 * pinned post. Guests see 'report' and 'delete' is never theirs; choosing report prompts login.
 */
export function postMenuActions(actor: Actor, post: PostSubject): PostMenuAction[] {
  if (actor == null) return ['report'];
  const actions: PostMenuAction[] = [];
  if (can(actor, { action: 'reportPost', post }).allowed) actions.push('report');
  if (can(actor, { action: 'hidePost', post }).allowed) actions.push('hide');
  if (can(actor, { action: 'deletePost', post }).allowed) actions.push('delete');
  if (can(actor, { action: 'pinPost' }).allowed) actions.push('pin');
  return actions;
}

/**
 * The pin button (spec §4 "Post pin"): 'Pinning...' or 'Unpinning...' while its request runs, and
 * disabled then, or when another post is already pinned and this one is not.
 */
export function pinButtonState(input: {
  isPinned: boolean;
  anotherPostPinned: boolean;
  requestRunning: boolean;
}): { label: string; disabled: boolean } {
  if (input.requestRunning) {
    return {
      label: input.isPinned ? FORUM_MESSAGES.unpinning : FORUM_MESSAGES.pinning,
      disabled: true,
    };
  }
  return {
    label: input.isPinned ? 'Unpin' : 'Pin',
    disabled: !input.isPinned && input.anotherPostPinned,
  };
}
