/** Texts of sign-in, sign-up, passwords, roles and invitations (spec §4, §8). */
export const ACCOUNT_MESSAGES = {
  passwordChanged: 'Your Password Was Changed Successfully.',
  resetCodeSent: 'Reset Code Was Sent.',
  accountNotActive: 'Your account is not active at this time. Please Contact Us',
  logInFailure: 'Log In Failure',
  signUpFailure: 'Sign Up Failure',
  recoveryCheckFailure: 'Recovery check Failure',
  afTokenFailure: 'Get AF Token Failure',
  emailAndPasswordRequired: 'Email and Password are required',
  emailAreRequired: 'Email are required',
  userInvited: 'User invited successfully.',
  roleDeleted: 'Role successfully deleted.',
  signedUp: 'Signed Up Successfully',
  loggedIn: 'Logged In Successfully',
  joinForUpdates: 'Join for personalized team and school updates',
  addMoreRoles: 'Add More Roles',
  // Texts below are not given by the spec; they follow its wording.
  wrongCredentials: 'Wrong email or password',
  loginRequired: 'Log in to continue',
  forbidden: "You don't have permission to do that",
  sessionExpired: 'Your session has ended. Log in again',
  restoreSent: 'If this account can be restored, a link to restore it is on its way.',
} as const;

/** 'N minute(s)', rounded up, at least one. */
function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The 429 answer's text: 'Too many attempts. Try again in N minute(s).' */
export function tooManyAttemptsMessage(seconds: number): string {
  return `Too many attempts. Try again in ${minutesText(seconds)}.`;
}

/**
 * The 429 of a login from a new address while others guess at the account: the owner's way in now
 * is the emailed reset, which makes the address they use it from their own.
 */
export function accountLockedMessage(seconds: number): string {
  return `Too many attempts on this account. Try again in ${minutesText(seconds)}, or reset your password to log in now.`;
}
