import type { ReactNode } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';

/**
 * A confirmation on the site's modal dialog (spec section 2, Modals: confirm account deletion). The page behind is
 * inert and still, Tab stays inside, Escape or the backdrop closes it unless `locked` (the page is about to reload),
 * and focus goes back to what opened it. It comes in over 300 ms, its backdrop over 150 ms (spec section 9); its
 * owner closes it by unmounting it.
 */
export function ConfirmDialog({ title, onClose, locked = false, children }: { title: string; onClose: () => void; locked?: boolean; children: ReactNode }) {
  return (
    <ModalDialog title={title} onClose={locked ? undefined : onClose} tone="danger" layerData={{ 'data-confirm-dialog': locked ? 'locked' : 'open' }}>
      {children}
    </ModalDialog>
  );
}
