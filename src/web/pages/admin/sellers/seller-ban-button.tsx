import { adminSellerTexts } from '../../../../domain/admin-seller-texts';
import type { AdminSeller } from '../../../../domain/admin-sellers';
import { adminErrorContexts } from '../../../api/admin-error-contexts';
import { useSetSellerBan } from '../../../api/admin-sellers';
import { ConfirmButton } from '../../../components/confirm-button';
import { toastError } from '../../../components/toast';
import { isBanned } from './seller-search';

/** Ban or Unban, each asked first (SPEC section 4). */
export function SellerBanButton({ seller }: { seller: AdminSeller }) {
  const setBan = useSetSellerBan();
  const banned = isBanned(seller);
  const label = banned ? 'Unban' : 'Ban';
  return (
    <ConfirmButton
      size="xs"
      color={banned ? 'blue' : 'red.9'}
      variant={banned ? 'light' : 'filled'}
      question={adminSellerTexts.banQuestion(banned ? 'unban' : 'ban')}
      confirmLabel={label}
      loading={setBan.isPending}
      aria-label={`${label} ${seller.name}`}
      onConfirm={() =>
        setBan.mutate(
          { sellerId: seller.id, action: banned ? 'unban' : 'ban' },
          {
            onError: (error) =>
              toastError(error, {
                subject: `seller-${seller.id}`,
                context: adminErrorContexts.banSeller,
              }),
          },
        )
      }
    >
      {label}
    </ConfirmButton>
  );
}
