// The account features the routes use (a feature imports no other feature: the sign-in guards
// other features need are state/useRequireLogin.ts); the pages load through routes/accountRoutes.tsx.
export { AuthHost } from './AuthHost';
export { SignInModal } from './LazySignInModal';
export type { SignInModalProps } from './SignInModal';
export { GuestOnly, RequireLogin } from './guards';
export { useSignOut } from './useSignOut';
