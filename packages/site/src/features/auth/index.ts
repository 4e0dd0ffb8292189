// The account features the rest of the site uses; the pages load through routes/accountRoutes.tsx.
export { AuthHost } from './AuthHost';
export { SignInModal } from './LazySignInModal';
export type { SignInModalProps } from './SignInModal';
export { GuestOnly, RequireLogin } from './guards';
export { useOpenSignIn, useRequireLogin } from '../../state/useRequireLogin';
export { useSignOut } from './useSignOut';
