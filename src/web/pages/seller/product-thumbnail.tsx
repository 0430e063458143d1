import { IconPhoto } from '@tabler/icons-react';
import { ProductImage } from '../../components/product-image';

/** The main picture, small; the product's name stands beside it, so it needs no text of its own. */
export function ProductThumbnail({ image }: { image: string | null }) {
  if (!image) return <IconPhoto size={40} color="var(--mantine-color-gray-5)" aria-hidden />;
  return <ProductImage image={image} variant="thumb" alt="" w={40} h={40} radius="sm" />;
}
