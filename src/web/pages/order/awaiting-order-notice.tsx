import { Alert, Anchor } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import type { Cart } from '../../../domain/cart';
import { openOrderTexts } from '../../../domain/open-order-texts';
import { pages } from '../../../domain/pages';
import { Link } from '../../components/link';

/** Says, before Pay Now, what it will do with the order that already awaits payment. */
export function AwaitingOrderNotice({ awaiting }: { awaiting: Cart['awaitingOrder'] }) {
  if (!awaiting) return null;
  const { orderId, paymentId, sameAsCart } = awaiting;
  return (
    <Alert color="blue" role="status" icon={<IconClockHour4 size={20} />}>
      {sameAsCart ? openOrderTexts.resumes(orderId) : openOrderTexts.replaces(orderId)}
      {!sameAsCart && (
        <>
          {' '}
          <Anchor component={Link} to={pages.payment.path(orderId, paymentId)} inherit fw={600}>
            {openOrderTexts.payOldInstead(orderId)}
          </Anchor>
        </>
      )}
    </Alert>
  );
}
