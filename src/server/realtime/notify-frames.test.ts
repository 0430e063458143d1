import { describe, expect, it } from 'vitest';
import { createReassembler, inBatches, toNotifyPayloads } from './notify-frames';

function receiver() {
  const texts: string[] = [];
  let dropped = 0;
  const receive = createReassembler({ text: (text) => texts.push(text), dropped: () => dropped++ });
  return { receive, texts, dropped: () => dropped };
}

const bengali = 'আমি কি আজ বিকেলে লাইব্রেরির সামনে বইটা নিতে পারি? '.repeat(200);

describe('NOTIFY payloads', () => {
  it('sends a text that fits as it is', () => {
    expect(toNotifyPayloads('{"type":"cart.changed"}')).toEqual(['{"type":"cart.changed"}']);
  });

  it('splits a long text into parts under 8,000 bytes each, whole characters only, and joins them again', () => {
    const text = `${bengali}😀${'x'.repeat(7_000)}`;
    const payloads = toNotifyPayloads(text);
    expect(payloads.length).toBeGreaterThan(3);
    for (const payload of payloads) {
      expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
      // A character cut in two would not survive the trip through UTF-8.
      expect(Buffer.from(payload).toString()).toBe(payload);
    }
    const { receive, texts, dropped } = receiver();
    for (const payload of [...payloads, 'after']) receive(payload);
    expect(texts).toEqual([text, 'after']);
    expect(dropped()).toBe(0);
  });

  it('drops a text whose parts were cut off, and keeps what follows', () => {
    const [first, second] = [toNotifyPayloads(bengali), toNotifyPayloads(`${bengali}!`)];
    const { receive, texts, dropped } = receiver();
    for (const payload of [...first.slice(0, 1), ...second, ...first.slice(1), 'whole']) receive(payload);
    expect(texts).toEqual([`${bengali}!`, 'whole']);
    expect(dropped()).toBeGreaterThan(0);
  });

  it('packs a burst of small texts into few notifications, in order, and a text too long for one alone', () => {
    const small = Array.from({ length: 500 }, (_, n) => JSON.stringify({ n, text: 'পরীক্ষা'.repeat(n % 7) }));
    const long = JSON.stringify({ text: bengali });
    const items = [...small.slice(0, 250), long, ...small.slice(250)];
    const batches = inBatches(items);
    expect(batches.length).toBeLessThan(20);
    for (const batch of batches.filter((text) => !text.includes(bengali))) {
      expect(Buffer.byteLength(batch)).toBeLessThan(8_000);
    }
    expect(batches.filter((text) => text.includes(bengali))).toEqual([`[${long}]`]);
    expect(batches.flatMap((text) => JSON.parse(text))).toEqual(items.map((item) => JSON.parse(item)));
  });
});
