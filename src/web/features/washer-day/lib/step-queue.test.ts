import { describe, expect, it } from 'vitest';
import { mapLink, telLink } from './map-link';
import { pendingByOrder, readQueue, withoutStep, withStep, writeQueue } from './step-queue';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

const step = (id: string, orderId: number, s: 'started' | 'done' = 'started') => ({
  id,
  orderId,
  input: { step: s },
  takenAt: '2026-11-23T08:00:00.000Z',
});

describe('step queue', () => {
  it('keeps steps in order across a reload, and drops one when sent', () => {
    const store = memoryStore();
    let queue = withStep(withStep([], step('a', 1)), step('b', 1, 'done'));
    writeQueue(store, 'q', queue);
    queue = readQueue(store, 'q');
    expect(queue.map((s) => s.id)).toEqual(['a', 'b']);
    expect(pendingByOrder(queue).get(1)?.input.step).toBe('done');
    writeQueue(store, 'q', withoutStep(queue, 'a'));
    expect(readQueue(store, 'q').map((s) => s.id)).toEqual(['b']);
    writeQueue(store, 'q', []);
    expect(store.items.has('q')).toBe(false);
  });

  it('reads anything unreadable as an empty queue', () => {
    const store = memoryStore();
    store.setItem('q', '{not json');
    expect(readQueue(store, 'q')).toEqual([]);
    store.setItem('q', JSON.stringify([{ id: 1 }, step('ok', 2)]));
    expect(readQueue(store, 'q').map((s) => s.id)).toEqual(['ok']);
  });
});

describe('links', () => {
  it('puts the whole address in the map search, encoded', () => {
    expect(
      mapLink({ street: 'Mannerheimintie 1 A 2', postalCode: '00100', city: 'Helsinki' }),
    ).toBe(
      'https://www.google.com/maps/search/?api=1&query=Mannerheimintie%201%20A%202%2C%2000100%20Helsinki',
    );
  });
  it('dials the number without spaces', () => {
    expect(telLink('+358 40 123 4567')).toBe('tel:+358401234567');
  });
});
