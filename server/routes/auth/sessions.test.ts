import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../db/client';
import { refreshTokens } from '../../db/schema/accounts';
import { bearer, freshIp, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  api = await testApp();
});

type Renewed = { data: { token: string; refreshToken: string } };

const reauth = (refreshToken: string) =>
  api.request('/api/v1/auth/users/reauthenticate', {
    method: 'POST',
    json: {},
    headers: { 'refresh-token': refreshToken, 'x-forwarded-for': freshIp() },
  });

const myAccount = (token: string) => api.request('/api/v1/members/myAccount', { headers: bearer(token) });

describe('refresh within the grace window [10]', () => {
  it('a replay shortly after the rotation answers with the same successor and a working access token', async () => {
    const member = await registerByPhone(api);
    const first = (await (await reauth(member.refreshToken)).json()) as Renewed;
    const replay = await reauth(member.refreshToken);
    expect(replay.status).toBe(200);
    const second = (await replay.json()) as Renewed;
    expect(second.data.refreshToken).toBe(first.data.refreshToken);
    expect((await myAccount(second.data.token)).status).toBe(200);
    expect((await reauth(first.data.refreshToken)).status).toBe(200);
  });

  it('10 parallel refreshes with one token: 10 × 200, one successor, and the family lives on', async () => {
    const member = await registerByPhone(api);
    const answers = await Promise.all(Array.from({ length: 10 }, () => reauth(member.refreshToken)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const successors = new Set(
      await Promise.all(answers.map(async (a) => ((await a.json()) as Renewed).data.refreshToken)),
    );
    expect(successors.size).toBe(1);
    const rows = await db().select().from(refreshTokens).where(eq(refreshTokens.memberId, member.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.revokedAt === null)).toBe(true);
    expect((await reauth([...successors][0]!)).status).toBe(200);
  });

  it('web tabs refreshing with one cookie all get the same new refresh cookie', async () => {
    const member = await registerByPhone(api);
    const cookie = `manzil_rt=${member.refreshToken}`;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        api.request('/api/v1/auth/users/reauthenticate', {
          method: 'POST',
          json: {},
          headers: { 'x-platform': 'web', cookie },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const refreshCookies = new Set(
      answers.map(
        (a) =>
          a.headers
            .getSetCookie()
            .find((c) => c.startsWith('manzil_rt='))
            ?.split(';')[0],
      ),
    );
    expect(refreshCookies.size).toBe(1);
  });

  it('a replay after the window revokes the family, successor included', async () => {
    const member = await registerByPhone(api);
    const first = (await (await reauth(member.refreshToken)).json()) as Renewed;
    await db()
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 31_000) })
      .where(eq(refreshTokens.memberId, member.id));
    expect((await reauth(member.refreshToken)).status).toBe(401);
    expect((await reauth(first.data.refreshToken)).status).toBe(401);
  });

  it('a refresh keeps the sign-in time of the session', async () => {
    const member = await registerByPhone(api);
    const signedInAt = new Date(Date.now() - 3600_000);
    await db().update(refreshTokens).set({ createdAt: signedInAt }).where(eq(refreshTokens.memberId, member.id));
    const renewed = (await (await reauth(member.refreshToken)).json()) as Renewed;
    const claims = JSON.parse(Buffer.from(renewed.data.token.split('.')[1]!, 'base64url').toString()) as {
      auth_time: number;
    };
    expect(claims.auth_time).toBe(Math.floor(signedInAt.getTime() / 1000));
  });
});
