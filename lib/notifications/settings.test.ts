import { describe, expect, it } from 'vitest';
import { defaultChannelChoices, quietHoursEnd, withDefaults } from './settings';

/** A moment given in Kuwait time (UTC+3). */
const kuwait = (iso: string) => new Date(`${iso}+03:00`);

describe('quiet hours (Kuwait time)', () => {
  const night = { start: '22:00', end: '07:00' };

  it('delays until the end of a window that passes midnight', () => {
    expect(quietHoursEnd(night, kuwait('2026-03-10T23:30:00'))).toEqual(kuwait('2026-03-11T07:00:00'));
    expect(quietHoursEnd(night, kuwait('2026-03-11T02:15:40'))).toEqual(kuwait('2026-03-11T07:00:00'));
    expect(quietHoursEnd(night, kuwait('2026-03-10T22:00:00'))).toEqual(kuwait('2026-03-11T07:00:00'));
  });

  it('sends at once outside the window, at its end and without one', () => {
    expect(quietHoursEnd(night, kuwait('2026-03-10T07:00:00'))).toBeNull();
    expect(quietHoursEnd(night, kuwait('2026-03-10T12:00:00'))).toBeNull();
    expect(quietHoursEnd(night, kuwait('2026-03-10T21:59:00'))).toBeNull();
    expect(quietHoursEnd(null, kuwait('2026-03-10T23:00:00'))).toBeNull();
  });

  it('handles a window within one day', () => {
    const afternoon = { start: '13:00', end: '16:30' };
    expect(quietHoursEnd(afternoon, kuwait('2026-03-10T14:00:00'))).toEqual(kuwait('2026-03-10T16:30:00'));
    expect(quietHoursEnd(afternoon, kuwait('2026-03-10T16:30:00'))).toBeNull();
    expect(quietHoursEnd(afternoon, kuwait('2026-03-10T03:00:00'))).toBeNull();
  });
});

describe('channel choices', () => {
  it('e-mails what is about the member, not the news digest; WhatsApp and push start off', () => {
    const choices = defaultChannelChoices();
    expect(choices['ad-expiring']).toEqual({ email: true, whatsapp: false, push: false });
    expect(choices['payment-received'].email).toBe(true);
    expect(choices['news-digest'].email).toBe(false);
  });

  it('lays stored choices over the defaults and ignores unknown kinds', () => {
    const choices = withDefaults({
      'ad-expiring': { email: false },
      'no-such-kind': { email: true },
      'news-digest': { push: true },
    });
    expect(choices['ad-expiring']).toEqual({ email: false, whatsapp: false, push: false });
    expect(choices['news-digest']).toEqual({ email: false, whatsapp: false, push: true });
    expect(choices).not.toHaveProperty('no-such-kind');
  });
});
