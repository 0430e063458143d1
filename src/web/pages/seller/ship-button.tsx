import { Button } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { deliveryTexts } from '../../../domain/delivery-texts';
import { useShipDelivery } from '../../api/seller';
import { toastError } from '../../components/toast';

/** Mark as On the Way for a pending delivery; it ships all of the seller's lines of that order together. */
export function ShipButton({ deliveryId }: { deliveryId: number }) {
  const ship = useShipDelivery();
  const send = () =>
    ship.mutate(deliveryId, { onError: (error) => toastError(error, { subject: `delivery-${deliveryId}` }) });
  return (
    <Button
      size="compact-sm"
      loading={ship.isPending}
      onClick={send}
      leftSection={<IconTruckDelivery size={14} aria-hidden />}
    >
      {deliveryTexts.ship}
    </Button>
  );
}
