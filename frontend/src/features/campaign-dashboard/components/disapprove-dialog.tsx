import { ReasonDialog } from '../../../components/reason-dialog';
import { DISAPPROVAL_REASON_MAX, DISAPPROVAL_REASON_REQUIRED } from '../lib/disapproval';

interface DisapproveDialogProps {
  title: string;
  /** The disapproval is on its way. */
  sending: boolean;
  /** Sends the disapproval; `refused` gets the server's refusal. */
  onDisapprove: (reason: string, refused: (failure: Error) => void) => void;
  onClose: () => void;
}

/**
 * The disapprove-reason modal (spec section 2, Modals): a reason is required, and the advertiser will read it. What
 * the server refuses (the creative moved on meanwhile, a 409) is said inside the dialog, which stays open.
 */
export function DisapproveDialog({ title, sending, onDisapprove, onClose }: DisapproveDialogProps) {
  return (
    <ReasonDialog
      title="Disapprove this ad"
      eyebrow="Approve ads"
      intro={`“${title}” will not run. Its advertiser sees your reason on their dashboard.`}
      layerData={{ 'data-disapprove-dialog': '' }}
      action={['Disapprove', 'Disapproving…']}
      requiredMessage={DISAPPROVAL_REASON_REQUIRED}
      maxLength={DISAPPROVAL_REASON_MAX}
      placeholder="The image shows a different product than the link leads to."
      fallbackError="The creative could not be disapproved."
      danger
      sending={sending}
      onSubmit={onDisapprove}
      onClose={onClose}
    />
  );
}
