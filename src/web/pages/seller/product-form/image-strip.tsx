import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { FileButton, Input, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { IMAGE_MIME_TYPES, MAX_PRODUCT_IMAGES } from '../../../../domain/limits';
import classes from './image-strip.module.css';
import { SortablePicture } from './sortable-picture';
import { stripAnnouncements, stripInstructions } from './strip-announcements';
import type { StripItem } from './strip-items';

type Props = {
  items: StripItem[];
  error: string | null;
  onAdd: (files: File[]) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/**
 * The product's pictures in display order; the first is the main picture. Drag a thumbnail with a mouse or a
 * finger, pick it up from the keyboard by its grip, or use its arrow buttons.
 */
export function ImageStrip({ items, error, onAdd, onMove, onRemove }: Props) {
  const sensors = useSensors(
    // A few pixels of travel first, so that a click on a thumbnail's buttons stays a click.
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A short press first: a finger that moves at once scrolls the strip instead.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const total = items.length;
  const indexOf = (id: string | number) => items.findIndex((item) => item.id === id);

  const drop = ({ active, over }: DragEndEvent) => {
    if (over && over.id !== active.id) onMove(indexOf(active.id), indexOf(over.id));
  };

  return (
    <Input.Wrapper
      label="Pictures"
      description="The first picture is the main picture. Drag to reorder or use the arrows."
      error={error}
    >
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={drop}
        accessibility={{
          announcements: stripAnnouncements(indexOf),
          screenReaderInstructions: stripInstructions,
        }}
      >
        <SortableContext items={items.map((item) => item.id)} strategy={horizontalListSortingStrategy}>
          <ul
            className={classes.strip}
            aria-label="Pictures"
            style={{ listStyle: 'none', margin: 0, paddingLeft: 0 }}
          >
            {items.map((item, index) => (
              <SortablePicture
                key={item.id}
                item={item}
                index={index}
                total={total}
                onMove={onMove}
                onRemove={onRemove}
              />
            ))}
            <li className={classes.add}>
              <FileButton onChange={onAdd} accept={IMAGE_MIME_TYPES.join(',')} multiple>
                {(props) => (
                  <UnstyledButton
                    {...props}
                    className={classes.addButton}
                    disabled={total >= MAX_PRODUCT_IMAGES}
                  >
                    <IconPhotoPlus size={28} aria-hidden />
                    <Text size="sm" span>
                      Add picture
                    </Text>
                  </UnstyledButton>
                )}
              </FileButton>
            </li>
          </ul>
        </SortableContext>
      </DndContext>
    </Input.Wrapper>
  );
}
