import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

export const stripInstructions: ScreenReaderInstructions = {
  draggable:
    'To move a picture, press space or enter on its grip, move it with the left and right arrow keys, then press space or enter to drop it, or escape to cancel.',
};

/**
 * What a screen reader hears while a picture is dragged: positions (1 is the main picture), never ids. The
 * strip keeps its order until the drop, so positions are those from before the move.
 */
export function stripAnnouncements(indexOf: (id: UniqueIdentifier) => number): Announcements {
  const at = (id: UniqueIdentifier) => indexOf(id) + 1;
  return {
    onDragStart: ({ active }) => `Picked up picture ${at(active.id)}.`,
    onDragOver: ({ active, over }) => {
      if (!over) return `Picture ${at(active.id)} is not over a position.`;
      if (over.id === active.id)
        return `Picture ${at(active.id)} is at position ${at(over.id)}, where it was.`;
      return `Picture ${at(active.id)} is over position ${at(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `Picture ${at(active.id)} was dropped at position ${at(over.id)}.`
        : `Picture ${at(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving picture ${at(active.id)} was cancelled.`,
  };
}
