import { Anchor, type AnchorProps } from '@mantine/core';
import { pages } from '../../domain/pages';
import { Link } from './link';

/** A seller's name as a link to their public profile. */
export function SellerLink({ sellerId, name, ...props }: AnchorProps & { sellerId: string; name: string }) {
  return (
    <Anchor component={Link} to={pages.sellerProfile.path(sellerId)} underline="always" {...props}>
      {name}
    </Anchor>
  );
}
