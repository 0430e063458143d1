import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { pages } from '../../domain/pages';
import { Link } from './link';

type Props = {
  deliveryId: number;
  /** 'Message seller' for the buyer, 'Message buyer' for the seller. */
  label: string;
  /** Who and what, for screen readers in a list of parts: 'order 12 from Sadia'. */
  about: string;
};

/** Opens (or makes) the conversation about one order part, between its buyer and its seller. */
export function MessageAboutPart({ deliveryId, label, about }: Props) {
  return (
    <Button
      component={Link}
      to={pages.messenger.path({ about: 'order-part', deliveryId })}
      size="compact-sm"
      variant="light"
      leftSection={<IconMessageCircle size={14} aria-hidden />}
      aria-label={`${label} about ${about}`}
    >
      {label}
    </Button>
  );
}
