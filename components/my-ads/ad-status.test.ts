import { describe, expect, it } from 'vitest';
import { ownerStatus, statusActionFor } from './ad-status';

describe('owner ad status', () => {
  it('offers publish for a draft, unpublish for a live ad, repost once expired, nothing for a rejected ad', () => {
    expect(statusActionFor(0, false)).toBe('publish');
    expect(statusActionFor(1, false)).toBe('cancel');
    expect(statusActionFor(2, true)).toBe('repost');
    expect(statusActionFor(3, false)).toBeUndefined();
  });

  it('treats a live ad past its expiry as expired before the expiry job has run', () => {
    expect(ownerStatus(1, true)).toBe(2);
    expect(statusActionFor(1, true)).toBe('repost');
  });
});
