import { Alert, Button, List, Stack } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import type { CartItem } from '../../../domain/cart';
import { isShort } from '../../../domain/cart-stock';
import { cartTexts } from '../../../domain/cart-texts';
import { useAdjustCartToStock } from '../../api/cart';
import { toastError, toastSuccess } from '../../components/toast';

/** The cart's lines that fell short of stock since they were added, and the offer to take what is there. */
export function StockShortageAlert({ items }: { items: CartItem[] }) {
  const adjust = useAdjustCartToStock();
  const short = items.filter(isShort);
  if (short.length === 0) return null;
  return (
    <Alert
      color="yellow"
      role="status"
      icon={<IconPackageOff size={20} />}
      title={cartTexts.stock.shortTitle}
    >
      <Stack gap="sm" align="flex-start">
        <List size="sm">
          {short.map((item) => (
            <List.Item key={item.productId}>{cartTexts.stock.short(item)}</List.Item>
          ))}
        </List>
        <Button
          size="sm"
          variant="white"
          color="dark"
          loading={adjust.isPending}
          onClick={() =>
            adjust.mutate(undefined, {
              onSuccess: () => toastSuccess(cartTexts.stock.adjusted, { subject: 'cart' }),
              onError: (error) => toastError(error, { subject: 'cart' }),
            })
          }
        >
          {cartTexts.stock.adjust}
        </Button>
      </Stack>
    </Alert>
  );
}
