import { Suspense, lazy } from 'react';
import type { SignInModalProps } from './SignInModal';

// The dialog and its forms load when first shown: the site's first load stays small (docs/architecture.md).
const Modal = lazy(() => import('./SignInModal').then((m) => ({ default: m.SignInModal })));

/** {@link import('./SignInModal').SignInModal}, loaded when first rendered. */
export function SignInModal(props: SignInModalProps) {
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
