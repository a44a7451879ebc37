import { describe, expect, it, vi } from 'vitest';
import { memoize } from './memo';

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
