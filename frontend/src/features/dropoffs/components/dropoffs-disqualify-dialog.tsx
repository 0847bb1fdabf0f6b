import { ReasonDialog } from '../../../components/reason-dialog';
import { DISQUALIFY_REASON_MAX, DISQUALIFY_REASON_REQUIRED } from '../lib/dropoff-steps';

interface DisqualifyDialogProps {
  email: string;
  sending: boolean;
  onDisqualify: (reason: string, refused: (failure: Error) => void) => void;
  onClose: () => void;
}

/** Asks for the reason a dropoff is disqualified (required, kept with it); the server's refusal is said inside. */
export function DropoffsDisqualifyDialog({ email, sending, onDisqualify, onClose }: DisqualifyDialogProps) {
  return (
    <ReasonDialog
      title="Disqualify this dropoff"
      eyebrow="Dropoffs"
      intro={`${email} leaves the list and any discount sent to them stops working.`}
      layerData={{ 'data-disqualify-dialog': '' }}
      action={['Disqualify', 'Disqualifying…']}
      requiredMessage={DISQUALIFY_REASON_REQUIRED}
      maxLength={DISQUALIFY_REASON_MAX}
      placeholder="A competitor checking our prices."
      fallbackError="The dropoff could not be disqualified."
      sending={sending}
      onSubmit={onDisqualify}
      onClose={onClose}
    />
  );
}
