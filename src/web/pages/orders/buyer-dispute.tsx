import { disputeTexts } from '../../../domain/dispute-texts';
import type { PartDispute } from '../../../domain/disputes';
import { formatMoney } from '../../../domain/money';
import { useAcceptOffer } from '../../api/disputes';
import { ConfirmButton } from '../../components/confirm-button';
import { DisputeSummary } from '../../components/dispute/dispute-summary';
import { toastError, toastSuccess } from '../../components/toast';

/** The buyer's report on a part as it now stands, with "Accept offer" while the seller's offer waits. */
export function BuyerDispute({ dispute }: { dispute: PartDispute }) {
  const accept = useAcceptOffer(dispute.id);
  const { offer } = dispute;
  const subject = `dispute-${dispute.id}`;
  return (
    <DisputeSummary dispute={dispute}>
      {dispute.status === 'open' && offer && (
        <ConfirmButton
          size="compact-sm"
          color="green"
          style={{ alignSelf: 'flex-start' }}
          loading={accept.isPending}
          question={disputeTexts.acceptQuestion(formatMoney(offer.amount))}
          confirmLabel={disputeTexts.acceptOffer}
          dismissLabel="Not now"
          onConfirm={() =>
            accept.mutate(offer.amount, {
              onSuccess: () => toastSuccess(disputeTexts.accepted(formatMoney(offer.amount)), { subject }),
              onError: (error) => toastError(error, { subject }),
            })
          }
        >
          {disputeTexts.acceptOffer}
        </ConfirmButton>
      )}
    </DisputeSummary>
  );
}
