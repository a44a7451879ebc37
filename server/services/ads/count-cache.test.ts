import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedCount } from './count-cache';

let keyPrefix = 0;
/** The cache lives for the process: every test uses keys of its own. */
const key = (name: string) => `${keyPrefix}:${name}`;

beforeEach(() => {
  keyPrefix += 1;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('cachedCount', () => {
  it('reuses a total for ten seconds, then counts again', async () => {
    const count = vi.fn().mockResolvedValueOnce(5000).mockResolvedValueOnce(5001);
    expect(await cachedCount(key('rent'), count)).toBe(5000);
    vi.advanceTimersByTime(9_000);
    expect(await cachedCount(key('rent'), count)).toBe(5000);
    vi.advanceTimersByTime(1_001);
    expect(await cachedCount(key('rent'), count)).toBe(5001);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('keeps totals of different filters apart', async () => {
    expect(await cachedCount(key('rent'), async () => 10)).toBe(10);
    expect(await cachedCount(key('sale'), async () => 20)).toBe(20);
    expect(await cachedCount(key('rent'), async () => 99)).toBe(10);
  });

  it('runs one count for concurrent requests', async () => {
    let finish: (total: number) => void = () => {};
    const count = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const totals = Promise.all([cachedCount(key('q'), count), cachedCount(key('q'), count)]);
    finish(42);
    expect(await totals).toEqual([42, 42]);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed count', async () => {
    await expect(cachedCount(key('broken'), async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cachedCount(key('broken'), async () => 7)).toBe(7);
  });

  it('holds a bounded number of totals, dropping the oldest', async () => {
    const first = vi.fn(async () => 1);
    await cachedCount(key('oldest'), first);
    for (let i = 0; i < 500; i++) await cachedCount(key(`filler-${i}`), async () => i);
    await cachedCount(key('oldest'), first);
    expect(first).toHaveBeenCalledTimes(2);
  });
});
