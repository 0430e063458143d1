import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { imageUrl } from '../../../../domain/image-url';
import classes from './image-strip.module.css';
import type { StripItem } from './strip-items';

type Props = {
  item: StripItem;
  index: number;
  total: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

const srcOf = (item: StripItem) => (item.kind === 'saved' ? imageUrl(item.image.key, 'thumb') : item.preview);

/**
 * One thumbnail of the strip. A mouse or a finger (after a short press, so that a swipe still scrolls the
 * strip) drags the whole thumbnail; the keyboard picks it up by its grip button, then moves it with the arrow
 * keys. The arrow buttons move it one place without dragging.
 */
export function SortablePicture({ item, index, total, onMove, onRemove }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  // Only the grip answers keys: Enter on an arrow or delete button inside the thumbnail must not pick it up.
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  const position = index + 1;

  return (
    <li
      ref={setNodeRef}
      {...pointerListeners}
      className={classes.thumb}
      aria-label={`Picture ${position} of ${total}${index === 0 ? ', main picture' : ''}`}
      data-main={index === 0 || undefined}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <img className={classes.picture} src={srcOf(item)} alt="" />
      {index === 0 && (
        <Badge size="xs" pos="absolute" top={8} left={8}>
          Main picture
        </Badge>
      )}
      <Group gap={2} justify="center" mt={4} wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          {...attributes}
          onKeyDown={(event) => onKeyDown?.(event)}
          variant="subtle"
          color="gray"
          size="md"
          aria-label={`Drag picture ${position}`}
          className={classes.grip}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="md"
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={`Move picture ${position} left`}
        >
          <IconArrowLeft size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="md"
          disabled={index === total - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={`Move picture ${position} right`}
        >
          <IconArrowRight size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="light"
          color="red"
          size="md"
          onClick={() => onRemove(index)}
          aria-label={`Delete picture ${position}`}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </li>
  );
}
