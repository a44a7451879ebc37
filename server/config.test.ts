import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('app store addresses', () => {
  it('are unset by default, so no store badge shows', () => {
    const cfg = parseConfig({});
    expect(cfg.APP_STORE_URL).toBeUndefined();
    expect(cfg.GOOGLE_PLAY_URL).toBeUndefined();
  });

  it('take https addresses and refuse anything else, naming the variable', () => {
    expect(parseConfig({ APP_STORE_URL: 'https://apps.apple.com/kw/app/manzil/id1234567890' }).APP_STORE_URL).toBe('https://apps.apple.com/kw/app/manzil/id1234567890');
    expect(() => parseConfig({ GOOGLE_PLAY_URL: 'http://play.google.com/store/apps/details?id=kw.manzil' })).toThrow(/GOOGLE_PLAY_URL: must be an https:\/\/ URL/);
    expect(() => parseConfig({ APP_STORE_URL: 'manzil' })).toThrow(/APP_STORE_URL/);
  });
});
