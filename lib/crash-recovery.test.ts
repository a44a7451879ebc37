import { describe, expect, it, vi } from 'vitest';
import { isDomMismatchError, reloadOnce } from './crash-recovery';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('isDomMismatchError', () => {
  it.each([
    "NotFoundError: Failed to execute 'removeChild' on 'Node': The node to be removed is not a child of this node.",
    "NotFoundError: Failed to execute 'insertBefore' on 'Node': The node before which the new node is to be inserted is not a child of this node.",
    'NotFoundError: Node.insertBefore: Child to insert before is not a child of this node',
    'NotFoundError: Node.removeChild: The node to be removed is not a child of this node',
    'NotFoundError: The object can not be found here.',
    'Error: insertion node not found',
  ])('knows the DOM refusing React: %s', (message) => {
    expect(isDomMismatchError(new Error(message))).toBe(true);
    expect(isDomMismatchError(message)).toBe(true);
  });

  it.each([
    'TypeError: Cannot read properties of undefined',
    'ChunkLoadError: Loading chunk 12 failed',
    'Minified React error #418',
  ])('leaves other errors to the crash screen: %s', (message) => {
    expect(isDomMismatchError(new Error(message))).toBe(false);
  });
});

describe('reloadOnce', () => {
  it('reloads, then not again within the window, then again after it', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(60_000, storage, 1_000_000, reload)).toBe(true);
    expect(reloadOnce(60_000, storage, 1_030_000, reload)).toBe(false);
    expect(reloadOnce(60_000, storage, 1_059_999, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(60_000, storage, 1_060_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('without a known window, reloads once for the whole session', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(undefined, storage, 1_000_000, reload)).toBe(true);
    expect(reloadOnce(undefined, storage, 9_000_000_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads without session storage, where a loop could not be told apart', () => {
    const reload = vi.fn();
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadOnce(60_000, blocked, 1, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
