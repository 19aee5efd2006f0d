// Every route that serves files keeps to its folder: project media, the web
// app build. A symbolic link planted in the folder that leads out of it, `..`,
// encoded and double-encoded traversal, backslashes, absolute paths and null
// bytes are all a 404 — checked over a real socket, since app.inject
// normalises some URLs before the router sees them.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixtureProjects, startTestApp, type TestApp } from './support/test-app.ts';
import { createFakeDist } from './support/fake-dist.ts';

const SECRET = 'HOSPES_SECRET_MARKER=do-not-serve';

/** GET of a raw request target (sent exactly as written), status and body. */
function rawGet(port: number, target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: target, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('file routes stay inside their folders', () => {
  const outside = mkdtempSync(path.join(tmpdir(), 'hospes-outside-'));
  const projects = copyFixtureProjects();
  const dist = createFakeDist({ pngIcons: false });
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    writeFileSync(path.join(outside, 'secret.txt'), SECRET);
    mkdirSync(path.join(outside, 'dir'));
    writeFileSync(path.join(outside, 'dir', 'inner.txt'), SECRET);
    const media = path.join(projects.dir, 'alpha', 'media');
    mkdirSync(media, { recursive: true });
    writeFileSync(path.join(media, 'ok.txt'), 'a media file');
    symlinkSync(path.join(outside, 'secret.txt'), path.join(media, 'leak.txt'));
    symlinkSync(path.join(outside, 'dir'), path.join(media, 'linked-dir'));
    symlinkSync('/etc/passwd', path.join(media, 'passwd.png'));
    symlinkSync(path.join(outside, 'secret.txt'), path.join(dist.dir, 'leak.js'));
    symlinkSync(path.join(outside, 'dir'), path.join(dist.dir, 'assets', 'linked'));
    // A link that stays inside is only another name for an inside file.
    symlinkSync(path.join(media, 'ok.txt'), path.join(media, 'alias.txt'));

    t = await startTestApp('sqlite', { projectsDir: projects.dir, webDistDir: dist.dir });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t?.close();
    projects.remove();
    dist.remove();
    rmSync(outside, { recursive: true, force: true });
  });

  it('serves the files that are inside', async () => {
    expect(await rawGet(port, '/media/alpha/ok.txt')).toMatchObject({
      status: 200,
      body: 'a media file',
    });
    expect((await rawGet(port, '/media/alpha/alias.txt')).status).toBe(200);
  });

  it.each([
    '/media/alpha/leak.txt',
    '/media/alpha/passwd.png',
    '/media/alpha/linked-dir/inner.txt',
    '/alpha/leak.js',
    '/alpha/assets/linked/inner.txt',
  ])('refuses the planted symbolic link %s', async (target) => {
    const res = await rawGet(port, target);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('root:');
  });

  it.each([
    '/media/alpha/../../../etc/passwd',
    '/media/alpha/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/media/alpha/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '/media/alpha/%252e%252e/%252e%252e/etc/passwd',
    '/media/alpha/..%5c..%5cetc%5cpasswd',
    '/media/alpha/%2fetc%2fpasswd',
    '/media/alpha//etc/passwd',
    '/media/alpha/ok.txt%00.png',
    '/media/%2e%2e/alpha/ok.txt',
    '/alpha/..%2f..%2fetc%2fpasswd',
    '/alpha/%252e%252e%252fpackage.json',
    '/alpha/assets/..%2f..%2f..%2fpackage.json',
    '/alpha//etc/passwd',
  ])('refuses the traversal %s', async (target) => {
    const res = await rawGet(port, target);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('root:');
    expect(res.body).not.toContain('"name"');
  });
});
