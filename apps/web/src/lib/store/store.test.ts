import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';

describe('createStore', () => {
  it('tells each reader once per change, and nobody when the value stays the same', () => {
    const store = createStore(1);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(2);
    store.set((value) => value + 1);
    store.set(3);
    expect(store.get()).toBe(3);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps its initial value for the server render and hydration', () => {
    const store = createStore({ open: false });
    store.set({ open: true });
    expect(store.initial).toEqual({ open: false });
  });

  it('lets a reader unsubscribe while being told, and still tells the others', () => {
    const store = createStore('a');
    const second = vi.fn();
    const unsubscribe = store.subscribe(() => unsubscribe());
    store.subscribe(second);
    store.set('b');
    store.set('c');
    expect(second).toHaveBeenCalledTimes(2);
  });
});
