import { ActionIcon, Badge, FileButton, Group, Input, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { imageUrl } from '../../../../domain/image-url';
import { IMAGE_MIME_TYPES } from '../../../../domain/limits';
import { MAX_PRODUCT_IMAGES } from '../../../../domain/seller-product';
import classes from './image-strip.module.css';
import type { StripItem } from './strip-items';

type Props = {
  items: StripItem[];
  error: string | null;
  onAdd: (files: File[]) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

const srcOf = (item: StripItem) => (item.kind === 'saved' ? imageUrl(item.image.key, 'thumb') : item.preview);

/**
 * The product's pictures in display order; the first is the main picture. Drag a thumbnail onto another
 * to reorder, or use its arrow buttons, which work from the keyboard too.
 */
export function ImageStrip({ items, error, onAdd, onMove, onRemove }: Props) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const total = items.length;

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) onMove(dragged, index);
    setDragged(null);
    setOver(null);
  };

  return (
    <Input.Wrapper
      label="Pictures"
      description="The first picture is the main picture. Drag to reorder or use the arrows."
      error={error}
    >
      <ul
        className={classes.strip}
        aria-label="Pictures"
        style={{ listStyle: 'none', margin: 0, paddingLeft: 0 }}
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            className={classes.thumb}
            aria-label={`Picture ${index + 1} of ${total}${index === 0 ? ', main picture' : ''}`}
            data-main={index === 0 || undefined}
            data-drop-target={(over === index && dragged !== index) || undefined}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              setDragged(index);
            }}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(event) => drop(event, index)}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
          >
            <img className={classes.picture} src={srcOf(item)} alt="" />
            {index === 0 && (
              <Badge size="xs" pos="absolute" top={8} left={8}>
                Main picture
              </Badge>
            )}
            <Group gap={4} justify="center" mt={4} wrap="nowrap">
              <ActionIcon
                variant="default"
                size="md"
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
                aria-label={`Move picture ${index + 1} left`}
              >
                <IconArrowLeft size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="md"
                disabled={index === total - 1}
                onClick={() => onMove(index, index + 1)}
                aria-label={`Move picture ${index + 1} right`}
              >
                <IconArrowRight size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="light"
                color="red"
                size="md"
                onClick={() => onRemove(index)}
                aria-label={`Delete picture ${index + 1}`}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </li>
        ))}
        <li className={classes.add}>
          <FileButton onChange={onAdd} accept={IMAGE_MIME_TYPES.join(',')} multiple>
            {(props) => (
              <UnstyledButton {...props} className={classes.addButton} disabled={total >= MAX_PRODUCT_IMAGES}>
                <IconPhotoPlus size={28} aria-hidden />
                <Text size="sm" span>
                  Add picture
                </Text>
              </UnstyledButton>
            )}
          </FileButton>
        </li>
      </ul>
    </Input.Wrapper>
  );
}
