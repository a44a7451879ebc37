import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ClientErrorReportInput } from '@/lib/schemas/client-errors';
import { logger } from '../../logger';
import { freshIp } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

vi.hoisted(() => {
  vi.stubEnv('CLIENT_ERRORS_PER_IP_HOUR', '3');
  vi.stubEnv('CLIENT_ERROR_REPORT_MAX_BYTES', '4096');
});
afterAll(() => vi.unstubAllEnvs());

let api: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  api = await testApp();
});

const report: ClientErrorReportInput = {
  source: 'boundary',
  name: 'NotFoundError',
  message: "Failed to execute 'removeChild' on 'Node': The node to be removed is not a child of this node.",
  stack: 'NotFoundError: Failed to execute…\n    at removeChild (/_next/static/chunks/abc.js:1:200)',
  path: '/ads/rent',
  reloaded: true,
};
const send = (body: unknown, headers: Record<string, string> = {}) =>
  api.request('/api/v1/client-errors', {
    method: 'POST',
    json: body,
    headers: { 'x-forwarded-for': freshIp(), ...headers },
  });

describe('POST /api/v1/client-errors', () => {
  it('logs the report with the browser, and answers 204 with no body', async () => {
    const warn = vi.fn();
    const child = vi
      .spyOn(logger, 'child')
      .mockReturnValue({ info: vi.fn(), warn, error: vi.fn() } as unknown as ReturnType<typeof logger.child>);
    try {
      const res = await send(report, { 'user-agent': 'Mozilla/5.0 (Linux; Android 14)' });
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      expect(warn).toHaveBeenCalledWith(
        { clientError: report, userAgent: 'Mozilla/5.0 (Linux; Android 14)' },
        'client error',
      );
    } finally {
      child.mockRestore();
    }
  });

  it.each([
    [{ source: 'server' }, 'source'],
    [{ path: 'https://evil.example/x' }, 'path'],
    [{ message: 'a\u0000b' }, 'message'],
    [{ message: 'x'.repeat(1001) }, 'message'],
    [{ reloaded: 'yes' }, 'reloaded'],
    [{ extra: 1 }, '_'],
  ])('refuses %o with a field error on %s', async (patch, field) => {
    const res = await send({ ...report, ...patch });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; fieldErrors: Record<string, string[]> };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fieldErrors)).toContain(field);
  });

  it('refuses a body over CLIENT_ERROR_REPORT_MAX_BYTES with 413 before reading it', async () => {
    const res = await send({ ...report, stack: 'x'.repeat(5000) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('takes CLIENT_ERRORS_PER_IP_HOUR reports from one address, then 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await send(report, { 'x-forwarded-for': ip })).status).toBe(204);
    const refused = await send(report, { 'x-forwarded-for': ip });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(report)).status).toBe(204);
  });

  it("refuses another site's page", async () => {
    const res = await send(report, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});
