import { Group, Image, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { imageUrl } from '../../../domain/image-url';
import classes from './product-gallery.module.css';

/** The main picture in the large variant, with a strip of small thumbnails to switch it. */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const [shown, setShown] = useState(0);
  const main = images[shown] ?? images[0];
  return (
    <Stack gap="sm">
      <div className={classes.main}>
        {main ? (
          <Image src={imageUrl(main, 'full')} alt={name} w="100%" h="100%" fit="cover" />
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
            >
              <Image src={imageUrl(key, 'thumb')} alt="" w={68} h={68} fit="cover" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
