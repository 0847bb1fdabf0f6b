import { registerAuthModalLoader, useAuthModalStore } from '../lib/auth-modal';
import { accountPageHref } from '../lib/next-path';
import { lazyModalSlot } from './lazy-modal-slot';

const loadModal = () => import('../features/auth/components/auth-modal');
// Triggers start fetching the modal's chunk on hover or focus, so a click rarely waits for it.
registerAuthModalLoader(() => void loadModal().catch(() => undefined));

/**
 * The login/register modal of spec section 2, which any feature opens with lib/auth-modal's openAuthModal(). Without
 * its code the modal cannot open; the account page it stands for still can.
 */
export const AuthModalSlot = lazyModalSlot(
  () => loadModal().then((module) => module.AuthModal),
  () => useAuthModalStore((state) => state.mounted),
  () => {
    const { view, close, closed } = useAuthModalStore.getState();
    close();
    closed();
    window.location.assign(accountPageHref(view, window.location));
  },
);
