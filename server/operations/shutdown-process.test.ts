import { spawn } from 'node:child_process';
import { createConnection, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';

/** A port nobody listens on now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the server process on SIGTERM', () => {
  it('answers the request it is reading, refuses new ones, and exits with 0', { timeout: 240_000 }, async () => {
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/api.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        SEED_ON_START: 'false',
        LOG_LEVEL: 'info',
        SHUTDOWN_TIMEOUT_SECONDS: '10',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let log = '';
    server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    onTestFinished(() => {
      if (server.exitCode === null) server.kill('SIGKILL');
    });
    for (let waited = 0; !log.includes('Manzil API ready'); waited += 100) {
      if (waited > 180_000) throw new Error(`the server did not start:\n${log}`);
      await sleep(100);
    }

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ email: 'drain@example.com' });
    const socket = createConnection({ host: '127.0.0.1', port });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const answered = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/v1/common/newsletter-subscribers HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await sleep(300);
    server.kill('SIGTERM');
    await sleep(500);
    const refused = await new Promise<string>((resolve) => {
      const late = createConnection({ host: '127.0.0.1', port });
      late.on('connect', () => resolve('connected'));
      late.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    });
    // The rest of the body, without closing our side: the server closes the connection once it has answered.
    socket.write(body.slice(5));
    await answered;

    expect(refused).toBe('ECONNREFUSED');
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(await exited).toBe(0);
    expect(log).toContain('shutting down: draining requests and jobs');
    expect(log).toContain('"msg":"stopped"');
  });
});
