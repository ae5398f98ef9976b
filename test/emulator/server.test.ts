// The one socket test (everything else is in-process): the server answers on localhost, serves
// cdn files with the right headers, and never outside its folder; an injected drop cuts the socket.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEmulatorServer, nonLoopbackWarning, startEmulatorServer, type EmulatorServer } from '../../emulator/server';

/** A raw request, so the path reaches the server exactly as written (fetch would normalize ..). */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('startEmulatorServer', () => {
  const root = mkdtempSync(join(tmpdir(), 'emulator-server-'));
  const cdn = join(root, 'cdn');
  let server: EmulatorServer;
  let port: number;

  beforeAll(async () => {
    mkdirSync(join(cdn, 'chunks'), { recursive: true });
    writeFileSync(join(cdn, 'auth-widget.js'), 'window.AuthWidget = {};');
    writeFileSync(join(cdn, 'chunks', 'manifest.json'), '{"ok":true}');
    writeFileSync(join(root, 'secret.txt'), 'do not serve');
    server = await startEmulatorServer({ port: 0, cdnDir: cdn });
    port = Number(new URL(server.origin).port);
  });
  afterAll(() => server.close());

  it('serves the stand-in Google script, and names it in the start-up lines', async () => {
    const res = await rawGet(port, '/gsi/client');
    expect(res.status).toBe(200);
    expect(res.body).toContain('google.accounts.id = {');
    expect(describeEmulatorServer(server).join('\n')).toContain(`${server.origin}/gsi/client`);
  });

  it('serves the admin page over a socket, and names it in the start-up lines', async () => {
    const res = await rawGet(port, '/admin');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<h2 id="users">Users (');
    expect(describeEmulatorServer(server).join('\n')).toContain(`Admin page:    ${server.origin}/admin`);
  });

  it('reports a localhost origin that Node can fetch', async () => {
    expect(server.origin).toMatch(/^http:\/\/localhost:\d+$/);
    const res = await fetch(`${server.origin}/sdk/v1/projects/bootstrap/${server.emulator.project.public_token}`);
    expect(res.status).toBe(200);
    expect((await res.json()).data.project_name).toBe('Demo');
  });

  it('serves cdn files with their type, no-cache and ACAO *', async () => {
    const js = await fetch(`${server.origin}/cdn/auth-widget.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(js.headers.get('access-control-allow-origin')).toBe('*');
    expect(js.headers.get('cache-control')).toBe('no-cache');
    expect(await js.text()).toBe('window.AuthWidget = {};');
    const json = await fetch(`${server.origin}/cdn/chunks/manifest.json`);
    expect(json.headers.get('content-type')).toBe('application/json');
  });

  it('keeps ACAO * to /cdn/ only', async () => {
    const res = await fetch(`${server.origin}/sdk/v1/users/me`, { headers: { origin: 'http://localhost:3000' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('refuses traversal in every spelling, and non-GET methods', async () => {
    for (const path of ['/cdn/..%2fsecret.txt', '/cdn/%2e%2e%2fsecret.txt', '/cdn/chunks/..%2f..%2fsecret.txt', '/cdn/..%5csecret.txt', '/cdn/%00auth-widget.js']) {
      const res = await fetch(`${server.origin}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('do not serve');
    }
    for (const path of ['/cdn/../secret.txt', '/cdn/chunks/../../secret.txt']) {
      const res = await rawGet(port, path);
      expect(res.status, path).toBe(404);
      expect(res.body).not.toContain('do not serve');
    }
    expect((await fetch(`${server.origin}/cdn/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.origin}/cdn/`)).status).toBe(404);
    expect((await fetch(`${server.origin}/cdn/auth-widget.js`, { method: 'POST' })).status).toBe(405);
  });

  it('refuses a foreign Host header (DNS rebinding)', async () => {
    const res = await new Promise<number>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: '/__emulator/outbox', headers: { host: 'evil.com' } }, (r) => {
        r.resume();
        resolve(r.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(res).toBe(403);
  });
});

describe('an injected drop on a real socket (E7)', () => {
  it('destroys the connection, so fetch rejects, logs nothing, and keeps serving', async () => {
    const server = await startEmulatorServer({ port: 0 });
    const errors = vi.spyOn(console, 'error');
    try {
      const addFault = (body: object) => fetch(`${server.origin}/__emulator/faults`, { method: 'POST', body: JSON.stringify(body) });
      const sendOtp = () =>
        fetch(`${server.origin}/sdk/v1/otps/email/login_or_create`, {
          method: 'POST',
          headers: { authorization: `Basic ${Buffer.from(`${server.emulator.project.public_token}:`).toString('base64')}` },
          body: JSON.stringify({ email: 'drop@example.com' }),
        });
      const outbox = async () => (await (await fetch(`${server.origin}/__emulator/outbox`)).json()).messages;

      expect((await addFault({ route: 'POST /sdk/v1/otps/email/login_or_create', drop: 'before', times: 1 })).status).toBe(200);
      await expect(sendOtp()).rejects.toThrow(TypeError);
      expect(await outbox()).toEqual([]);

      expect((await addFault({ route: 'POST /sdk/v1/otps/email/login_or_create', drop: 'after', times: 1 })).status).toBe(200);
      await expect(sendOtp()).rejects.toThrow(TypeError);
      expect(await outbox()).toHaveLength(1);

      expect((await sendOtp()).status).toBe(200);
      expect(await outbox()).toHaveLength(2);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      await server.close();
    }
  });

  it('stops reusing connections while a drop is registered: browsers resend on a reused one that closes', async () => {
    const server = await startEmulatorServer({ port: 0 });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const port = Number(new URL(server.origin).port);
      const idle = await new Promise<Socket>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/__emulator/clock', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(req.socket as Socket));
        });
        req.on('error', reject).end();
      });
      const closed = new Promise((resolve) => idle.once('close', resolve));
      const added = await fetch(`${server.origin}/__emulator/faults`, { method: 'POST', body: JSON.stringify({ route: '/sdk/v1/users/me', drop: 'before' }) });
      expect(added.headers.get('connection')).toBe('close');
      await closed;
      expect((await fetch(`${server.origin}/__emulator/clock`)).headers.get('connection')).toBe('close');
      await fetch(`${server.origin}/__emulator/faults`, { method: 'DELETE' });
      expect((await fetch(`${server.origin}/__emulator/clock`)).headers.get('connection')).toBe('keep-alive');
    } finally {
      agent.destroy();
      await server.close();
    }
  });
});

describe('binding (E1)', () => {
  it('warns loudly for any non-loopback host, never for loopback', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) expect(nonLoopbackWarning(host)).toBeNull();
    for (const host of ['0.0.0.0', '::', '192.168.1.10']) expect(nonLoopbackWarning(host)).toMatch(/WARNING: binding to .*not loopback/);
  });

  it('listens on loopback only by default', async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((info) => info && info.family === 'IPv4' && !info.internal);
    const server = await startEmulatorServer({ port: 0 });
    try {
      const port = new URL(server.origin).port;
      expect((await fetch(`http://127.0.0.1:${port}/__emulator/clock`)).status).toBe(200);
      if (external) await expect(fetch(`http://${external.address}:${port}/__emulator/clock`)).rejects.toThrow();
    } finally {
      await server.close();
    }
  });
});
