import { describe, expect, it, vi } from 'vitest';
import { memoize, memoizeRefreshing } from './memo';

describe('memoize', () => {
  it('calls once per argument list within the time to live, again after it, and never keeps a failure', async () => {
    vi.useFakeTimers();
    const fn = vi.fn(async (n: number) => n * 2);
    const memo = memoize(1000, fn);
    expect(await memo(2)).toBe(4);
    expect(await memo(2)).toBe(4);
    expect(await memo(3)).toBe(6);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1001);
    await memo(2);
    expect(fn).toHaveBeenCalledTimes(3);
    const failing = memoize(1000, vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('up'));
    await expect(failing()).rejects.toThrow('down');
    expect(await failing()).toBe('up');
    vi.useRealTimers();
  });

  it('keeps at most 500 argument lists, dropping the oldest', async () => {
    const fn = vi.fn(async (n: number) => n);
    const memo = memoize(60_000, fn);
    for (let n = 0; n <= 500; n += 1) await memo(n);
    await memo(500);
    expect(fn).toHaveBeenCalledTimes(501);
    await memo(0);
    expect(fn).toHaveBeenCalledTimes(502);
  });
});

describe('memoizeRefreshing', () => {
  it('waits for the first read only; a lapsed value answers while the next one is read, once', async () => {
    vi.useFakeTimers();
    let version = 0;
    let release: () => void = () => undefined;
    const fn = vi.fn(() =>
      version === 0
        ? Promise.resolve(version++)
        : new Promise<number>((resolve) => (release = () => resolve(version++))),
    );
    const memo = memoizeRefreshing(1000, fn);
    expect(await memo()).toBe(0);
    vi.advanceTimersByTime(1001);
    expect(await memo()).toBe(0);
    expect(await memo()).toBe(0);
    expect(fn).toHaveBeenCalledTimes(2);
    release();
    await vi.waitFor(async () => expect(await memo()).toBe(1));
    expect(fn).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('keeps the old value when a refresh fails, and clear() forgets it', async () => {
    vi.useFakeTimers();
    const fn = vi
      .fn()
      .mockResolvedValueOnce('first')
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue('next');
    const memo = memoizeRefreshing(1000, fn);
    expect(await memo()).toBe('first');
    vi.advanceTimersByTime(1001);
    expect(await memo()).toBe('first');
    await vi.waitFor(() => expect(fn).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(await memo()).toBe('first');
    memo.clear();
    expect(await memo()).toBe('next');
    vi.useRealTimers();
  });
});
