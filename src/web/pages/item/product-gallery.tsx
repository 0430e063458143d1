import { Group, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { ITEM_PICTURE_SIZES } from '../../../domain/image-url';
import { ProductImage } from '../../components/product-image';
import { useHydrated } from '../../components/use-hydrated';
import classes from './product-gallery.module.css';

/** The main picture in the large variant, with a strip of small thumbnails to switch it. */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const [shown, setShown] = useState(0);
  const hydrated = useHydrated();
  const main = images[shown] ?? images[0];
  return (
    <Stack gap="sm">
      <div className={classes.main}>
        {main ? (
          <ProductImage
            image={main}
            variant="full"
            sizes={ITEM_PICTURE_SIZES}
            alt={name}
            w="100%"
            h="100%"
            className={classes.picture}
            priority
          />
        ) : (
          'No image available'
        )}
      </div>
      {images.length > 1 && (
        <Group gap="xs" wrap="nowrap" style={{ overflowX: 'auto' }}>
          {images.map((key, index) => (
            <UnstyledButton
              key={key}
              className={classes.thumb}
              aria-label={`Show picture ${index + 1} of ${images.length}`}
              aria-pressed={index === shown}
              onClick={() => setShown(index)}
              disabled={!hydrated}
            >
              <ProductImage image={key} variant="thumb" alt="" w={68} h={68} />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
