import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { stripAnnouncements } from './strip-announcements';

const order = ['strip-7', 'strip-3', 'strip-9'];
const announce = stripAnnouncements((id) => order.indexOf(String(id)));
const active = { id: 'strip-9' } as Active;
const over = { id: 'strip-7' } as Over;

describe('stripAnnouncements', () => {
  it('speaks of positions, 1 being the main picture', () => {
    expect(announce.onDragStart({ active })).toBe('Picked up picture 3.');
    expect(announce.onDragOver({ active, over })).toBe('Picture 3 is over position 1.');
    expect(announce.onDragOver({ active, over: { ...over, id: active.id } })).toBe(
      'Picture 3 is at position 3, where it was.',
    );
    expect(announce.onDragEnd({ active, over })).toBe('Picture 3 was dropped at position 1.');
  });

  it('says when the picture stays where it was', () => {
    expect(announce.onDragEnd({ active, over: null })).toBe('Picture 3 was dropped where it was.');
    expect(announce.onDragCancel({ active, over: null })).toBe('Moving picture 3 was cancelled.');
  });
});
