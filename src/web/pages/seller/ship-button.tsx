import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { deliveryErrorMessages } from '../../../domain/orders';
import { ApiRequestError } from '../../api/client';
import { useShipDelivery } from '../../api/seller';

/** On the Way for a pending delivery; it ships all of the seller's lines of that order together. */
export function ShipButton({ deliveryId }: { deliveryId: number }) {
  const ship = useShipDelivery();
  const send = () =>
    ship.mutate(deliveryId, {
      onError: (error) => {
        const code = error instanceof ApiRequestError ? error.code : '';
        const message = deliveryErrorMessages[code as keyof typeof deliveryErrorMessages] ?? error.message;
        notifications.show({ color: 'red', message });
      },
    });
  return (
    <Button size="compact-sm" variant="light" loading={ship.isPending} onClick={send}>
      On the Way
    </Button>
  );
}
