/**
 * Texts of the profile tab's role list, apart from MESSAGES so that only the pages showing the list
 * carry them. Not given by the spec; they follow its wording (spec §6 "Pending roles show a
 * disclaimer", §8 confirmation 'Are you sure that you want to {action} this post?').
 */
export const ROLE_LIST_MESSAGES = {
  pendingDisclaimer:
    'These roles are waiting for approval by a CSZ team member or your athletic director. They give you nothing until approved; we will email you the answer.',
  confirmRemove: 'Are you sure that you want to remove this role?',
} as const;
