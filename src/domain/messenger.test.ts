import { describe, expect, it } from 'vitest';
import { readMessengerAddress } from './messenger';
import { pages } from './pages';

const read = (path: string) => readMessengerAddress(new URL(path, 'http://campus.test').searchParams);

describe('messenger addresses', () => {
  it('read back what they were made from', () => {
    expect(read(pages.messenger.path({ conversation: 12 }))).toEqual({ kind: 'conversation', id: 12 });
    for (const request of [
      { about: 'product', productId: 5 },
      { about: 'order-part', deliveryId: 7 },
      { about: 'person', userId: 'Ab_3-x' },
    ] as const) {
      expect(read(pages.messenger.path(request))).toEqual({ kind: 'open', request });
    }
  });

  it('ask for nothing when what they name is not an id', () => {
    for (const path of [
      '/messenger',
      '/messenger?c=abc',
      '/messenger?c=0',
      '/messenger?product=1.5',
      '/messenger?part=-2',
      '/messenger?part=2147483648',
      '/messenger?product=',
      '/messenger?with=../admin',
      '/messenger?with=',
    ]) {
      expect(read(path), path).toEqual({ kind: 'none' });
    }
  });
});
