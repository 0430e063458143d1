import { Button } from '@mantine/core';
import { useShipDelivery } from '../../api/seller';
import { toastError } from '../../components/toast';

/** On the Way for a pending delivery; it ships all of the seller's lines of that order together. */
export function ShipButton({ deliveryId }: { deliveryId: number }) {
  const ship = useShipDelivery();
  const send = () => ship.mutate(deliveryId, { onError: (error) => toastError(error) });
  return (
    <Button size="compact-sm" variant="light" loading={ship.isPending} onClick={send}>
      On the Way
    </Button>
  );
}
