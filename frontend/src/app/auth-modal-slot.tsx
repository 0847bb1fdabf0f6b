import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { registerAuthModalLoader, useAuthModalStore } from '../lib/auth-modal';
import { accountPageHref } from '../lib/next-path';

const loadModal = () => import('../features/auth/components/auth-modal');
// Triggers start fetching the modal's chunk on hover or focus, so a click rarely waits for it.
registerAuthModalLoader(() => void loadModal().catch(() => undefined));

/** Without its code (a failed chunk load) the modal cannot open; the account page it stands for still can. */
function ModalUnavailable() {
  useEffect(() => {
    const { view, close, closed } = useAuthModalStore.getState();
    close();
    closed();
    window.location.assign(accountPageHref(view, window.location));
  }, []);
  return null;
}

const AuthModal = lazy(
  (): Promise<{ default: ComponentType }> =>
    loadModal().then(
      (module) => ({ default: module.AuthModal }),
      () => ({ default: ModalUnavailable }),
    ),
);

/**
 * The login/register modal of spec section 2, which any feature opens with lib/auth-modal's openAuthModal(). Its
 * code is a chunk of its own, loaded the first time it is wanted; visitors who never open it never download it.
 */
export function AuthModalSlot() {
  const mounted = useAuthModalStore((state) => state.mounted);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
