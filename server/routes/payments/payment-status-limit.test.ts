import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '../../config';
import { logger } from '../../logger';
import { freshIp } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

vi.hoisted(() => vi.stubEnv('PAYMENT_STATUS_CHECKS_PER_IP_HOUR', '3'));

let api: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  api = await testApp();
});
afterEach(() => vi.restoreAllMocks());

const unknownCharge = () => `chg_TS02A${Date.now()}Unknown${Math.floor(Math.random() * 1e6)}`;
const ask = (ip: string, chargeId = unknownCharge()) =>
  api.request(`/api/v1/common/payment-status/${chargeId}`, {
    headers: { 'x-forwarded-for': ip, 'x-localization': 'en' },
  });

describe('GET /v1/common/payment-status/{id}: per-address limit and logging', () => {
  it('answers PAYMENT_STATUS_CHECKS_PER_IP_HOUR asks from one address, then 429 RATE_LIMITED with Retry-After', async () => {
    const ip = freshIp();
    const answers = [];
    for (let n = 0; n < config().PAYMENT_STATUS_CHECKS_PER_IP_HOUR + 1; n += 1) answers.push(await ask(ip));
    expect(answers.slice(0, -1).map((res) => res.status)).toEqual([404, 404, 404]);
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
    // Another address is not held back.
    expect((await ask(freshIp())).status).toBe(404);
  });

  it('logs an unknown reference at info, not as a warning: anyone may type one', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const info = vi.spyOn(logger, 'info');
    const chargeId = unknownCharge();
    expect((await ask(freshIp(), chargeId)).status).toBe(404);
    expect(info).toHaveBeenCalledWith({ chargeId, via: 'redirect' }, 'payment: a callback named an unknown charge');
    expect(warn).not.toHaveBeenCalledWith(expect.objectContaining({ chargeId }), expect.anything());
  });
});
