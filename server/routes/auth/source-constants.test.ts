import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { deriveKey, derivedKey } from '../../lib/installation-secret';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  api = await testApp();
});

/** Every string constant written in the repository's own source: string and template literals, and JSX text. */
function sourceConstants(): Set<string> {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs'],
    { encoding: 'utf8' },
  )
    .split('\n')
    .filter(Boolean);
  const constants = new Set<string>();
  for (const file of files) {
    const kind = file.endsWith('.tsx')
      ? ts.ScriptKind.TSX
      : file.endsWith('.mjs')
        ? ts.ScriptKind.JS
        : ts.ScriptKind.TS;
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node))
        constants.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind));
  }
  return constants;
}

describe('no key to any account in the source [issue 10]', () => {
  it('refuses an access token signed with any constant of the source, used as the secret or as the key', async () => {
    const member = await registerByPhone(api);
    const me = (token: string) => api.request('/api/v1/members/myAccount', { headers: bearer(token) });
    // A valid access token but for its key (HS256 written out: thousands of keys, one HMAC each).
    const now = Math.floor(Date.now() / 1000);
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ typ: 'access', sub: String(member.id), iss: 'manzil', aud: 'manzil-api', iat: now, exp: now + 300 })}`;
    const sign = (key: Buffer) => `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;

    expect((await me(sign(derivedKey('accessToken')))).status).toBe(200);

    // The secret every demo install shared before the installation secret existed.
    const constants = sourceConstants().add('manzil-demo-only-secret-never-used-in-production');
    expect(constants.size).toBeGreaterThan(1000);
    const tokens = [...constants].filter(Boolean).flatMap((constant) => {
      const secret = Buffer.from(constant, 'utf8');
      return [sign(secret), sign(deriveKey(secret, 'accessToken'))];
    });
    const statuses = new Set<number>();
    for (let i = 0; i < tokens.length; i += 100) {
      for (const res of await Promise.all(tokens.slice(i, i + 100).map(me))) statuses.add(res.status);
    }
    expect([...statuses]).toEqual([401]);
  }, 180_000);
});
