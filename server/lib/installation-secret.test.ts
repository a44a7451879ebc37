import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { derivedKey, loadInstallationSecret, secretFileName } from './installation-secret';

const folders: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'manzil-secret-'));
  folders.push(dir);
  return path.join(dir, 'data');
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('installation secret', () => {
  it('is AUTH_SECRET when set, and a fresh random secret per process with DATA_DIR=memory://', () => {
    expect(loadInstallationSecret({ AUTH_SECRET: 'a'.repeat(40), DATA_DIR: '.data' }).toString()).toBe('a'.repeat(40));
    const one = loadInstallationSecret({ DATA_DIR: 'memory://' });
    // 32 random bytes as text, so render workers can take it as their AUTH_SECRET.
    expect(one.toString()).toMatch(/^[\w-]{43}$/);
    expect(one.equals(loadInstallationSecret({ DATA_DIR: 'memory://' }))).toBe(false);
  });

  it('is generated on the first start into the data folder, readable by the owner only, and reused on the next start', () => {
    const dataDir = freshDataDir();
    const first = loadInstallationSecret({ DATA_DIR: dataDir });
    const file = path.join(dataDir, secretFileName);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir)).toEqual([secretFileName]);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadInstallationSecret({ DATA_DIR: dataDir }).equals(first)).toBe(true);
    // The file's text works as AUTH_SECRET, so an installation can move to several instances and keep its sessions.
    expect(
      loadInstallationSecret({ AUTH_SECRET: readFileSync(file, 'utf8'), DATA_DIR: 'memory://' }).equals(first),
    ).toBe(true);
  });

  it('is the same for processes that start at once on an empty data folder', async () => {
    const dataDir = freshDataDir();
    // Each process loads first and then waits for one shared moment, so their first starts really overlap.
    const startAt = Date.now() + 3000;
    const script = `const { loadInstallationSecret } = await import(${JSON.stringify(path.resolve('server/lib/installation-secret.ts'))});
await new Promise((resolve) => setTimeout(resolve, ${startAt} - Date.now()));
process.stdout.write(loadInstallationSecret({ DATA_DIR: ${JSON.stringify(dataDir)} }).toString('hex'));`;
    const run = () => promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    const outputs = await Promise.all(Array.from({ length: 4 }, run));
    expect(new Set(outputs.map((o) => o.stdout)).size).toBe(1);
    expect(readdirSync(dataDir)).toEqual([secretFileName]);
  });

  it('refuses to start on a damaged secret file instead of replacing it', () => {
    const dataDir = freshDataDir();
    loadInstallationSecret({ DATA_DIR: dataDir });
    writeFileSync(path.join(dataDir, secretFileName), 'short');
    expect(() => loadInstallationSecret({ DATA_DIR: dataDir })).toThrow(/damaged/);
  });

  it('derives a different key for every purpose, none of them the secret itself', () => {
    const keys = (['accessToken', 'oneTimeCode', 'pageRevalidation'] as const).map((purpose) =>
      derivedKey(purpose).toString('hex'),
    );
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(key).toHaveLength(64);
  });

  it('is one per process, also for a second copy of the module (Next bundles its own)', async () => {
    vi.resetModules();
    const copy = await import('./installation-secret');
    expect(copy.derivedKey).not.toBe(derivedKey);
    expect(copy.derivedKey('pageRevalidation').equals(derivedKey('pageRevalidation'))).toBe(true);
  });
});
