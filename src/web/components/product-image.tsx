import { Box, type BoxProps, type MantineRadius } from '@mantine/core';
import { imageSrcSet, imageUrl } from '../../domain/image-url';
import type { ImageVariant } from '../../domain/product';
import classes from './product-image.module.css';

/**
 * The stored size of each variant (src/server/storage/image-store.ts), as the img's width and height: the browser
 * reserves the box before a byte arrives. A full picture keeps its own shape; the gallery frame crops it to 4:3.
 */
const storedSize: Record<ImageVariant, { width: number; height: number }> = {
  thumb: { width: 160, height: 160 },
  card: { width: 480, height: 360 },
  main: { width: 800, height: 600 },
  full: { width: 1600, height: 1200 },
};

type Props = BoxProps & {
  image: string;
  variant: ImageVariant;
  alt: string;
  /** The picture a person sees first (the item's main picture, the shop's first row): fetched before the rest. */
  priority?: boolean;
  /** How wide the picture is drawn, for a variant with smaller siblings to choose from (see imageSrcSet). */
  sizes?: string;
  radius?: MantineRadius;
};

/**
 * Every product picture: its box reserved, a light grey until it arrives, fetched lazily unless it leads. An img
 * drawn as Mantine's Image with fit="cover" draws one (product-image.module.css), without its code.
 */
export function ProductImage({
  image,
  variant,
  alt,
  priority = false,
  sizes,
  radius,
  className,
  ...props
}: Props) {
  const srcSet = imageSrcSet(image, variant);
  return (
    <Box
      component="img"
      src={imageUrl(image, variant)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      {...storedSize[variant]}
      bdrs={radius}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className ? `${classes.image} ${className}` : classes.image}
      {...props}
    />
  );
}
