import { randomUUID } from 'node:crypto';

/**
 * NOTIFY refuses a payload of 8,000 bytes or more (PostgreSQL's default build), and the publisher only
 * hears of it as a failed query: the event would be lost. A text that fits goes as it is; a longer one goes
 * in parts, each `part:<id>:<index>:<count>:<piece>`, which every listener puts together again.
 */
const NOTIFY_MAX_BYTES = 7_999;
/** Bytes of the text in one part, leaving room for the part's header. */
const PIECE_BYTES = 7_000;

const partHeader = /^part:([0-9a-f-]+):(\d+):(\d+):/;

/** The payloads that carry `text`: itself when it fits, else its parts in order. */
export function toNotifyPayloads(text: string): string[] {
  if (Buffer.byteLength(text) <= NOTIFY_MAX_BYTES) return [text];
  const pieces = splitByBytes(text, PIECE_BYTES);
  const id = randomUUID();
  return pieces.map((piece, index) => `part:${id}:${index}:${pieces.length}:${piece}`);
}

/**
 * JSON arrays of the JSON texts `items`, in order, as many in each as one NOTIFY holds: a burst of small
 * events takes a few notifications and no parts. An item too long for a notification of its own is alone
 * in its array, which `toNotifyPayloads` then parts.
 */
export function inBatches(items: readonly string[]): string[] {
  const batches: string[] = [];
  let batch: string[] = [];
  // Two brackets, and the commas between the items.
  let bytes = 2;
  for (const item of items) {
    const size = Buffer.byteLength(item);
    if (batch.length > 0 && bytes + 1 + size > NOTIFY_MAX_BYTES) {
      batches.push(`[${batch.join(',')}]`);
      batch = [];
      bytes = 2;
    }
    bytes += (batch.length > 0 ? 1 : 0) + size;
    batch.push(item);
  }
  if (batch.length > 0) batches.push(`[${batch.join(',')}]`);
  return batches;
}

/** Pieces of at most `maxBytes` bytes of UTF-8 each, never cutting a character in two. */
function splitByBytes(text: string, maxBytes: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  let bytes = 0;
  for (const char of text) {
    const size = Buffer.byteLength(char);
    if (bytes + size > maxBytes) {
      pieces.push(piece);
      piece = '';
      bytes = 0;
    }
    piece += char;
    bytes += size;
  }
  pieces.push(piece);
  return pieces;
}

/**
 * Puts texts together from the payloads one connection receives, in order: a whole text at once, a parted
 * one at its last part. PostgreSQL delivers one transaction's notifications together and in order, and each
 * text is sent in one statement, so the parts of two texts never interleave; a broken sequence (a connection
 * that died mid-text) is reported as dropped.
 */
export function createReassembler(on: { text: (text: string) => void; dropped: () => void }) {
  let pending: { id: string; count: number; pieces: string[] } | null = null;
  return (payload: string): void => {
    const header = partHeader.exec(payload);
    const continues = header?.[1] === pending?.id && Number(header?.[2]) === pending?.pieces.length;
    if (pending && !continues) {
      pending = null;
      on.dropped();
    }
    if (!header) {
      on.text(payload);
      return;
    }
    const [whole, id = '', index, count] = header;
    if (Number(index) === 0) pending = { id, count: Number(count), pieces: [] };
    if (!pending) {
      on.dropped();
      return;
    }
    pending.pieces.push(payload.slice(whole.length));
    if (pending.pieces.length < pending.count) return;
    const text = pending.pieces.join('');
    pending = null;
    on.text(text);
  };
}
