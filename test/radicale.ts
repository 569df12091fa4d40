/**
 * A real CalDAV server for tests: Radicale (Debian's `radicale` package) on a free port, with a temp
 * storage folder and htpasswd (plain) users, stopped by `close()`. Calendars are created with
 * MKCALENDAR and filled with raw PUTs, as a teacher's own calendar app would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type RadicaleUser = { username: string; password: string };

export type Radicale = {
  url: string;
  users: RadicaleUser[];
  /** Creates `/<user>/<name>/` and answers its URL. */
  makeCalendar(user: RadicaleUser, name: string, displayName?: string): Promise<string>;
  /** Stores an iCalendar object as `<name>.ics` in the calendar. */
  putObject(user: RadicaleUser, calendarUrl: string, name: string, ics: string): Promise<void>;
  /** The calendar's objects: their names and texts. */
  listObjects(user: RadicaleUser, calendarUrl: string): Promise<{ href: string; ics: string }[]>;
  close(): Promise<void>;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const basic = ({ username, password }: RadicaleUser) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

async function waitUntilUp(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`radicale exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('radicale did not start within 10 s');
}

export async function startRadicale(
  users: RadicaleUser[] = [{ username: 'teacher', password: 'app-password-1' }],
): Promise<Radicale> {
  const folder = await mkdtemp(path.join(tmpdir(), 'lektio-radicale-'));
  const htpasswd = path.join(folder, 'users');
  await writeFile(htpasswd, users.map((user) => `${user.username}:${user.password}`).join('\n') + '\n');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child = spawn(
    'radicale',
    [
      '--config',
      '',
      '--server-hosts',
      `127.0.0.1:${port}`,
      '--storage-filesystem-folder',
      path.join(folder, 'collections'),
      '--auth-type',
      'htpasswd',
      '--auth-htpasswd-filename',
      htpasswd,
      '--auth-htpasswd-encryption',
      'plain',
      '--logging-level',
      'warning',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr = (stderr + String(chunk)).slice(-4000)));
  try {
    await waitUntilUp(url, child);
  } catch (error) {
    child.kill();
    throw new Error(`${(error as Error).message}: ${stderr}`);
  }

  const request = async (user: RadicaleUser, target: string, init: RequestInit) => {
    const response = await fetch(target, { ...init, headers: { authorization: basic(user), ...init.headers } });
    if (!response.ok) throw new Error(`${init.method} ${target}: ${response.status} ${await response.text()}`);
    return response;
  };

  return {
    url,
    users,
    async makeCalendar(user, name, displayName = name) {
      const calendarUrl = new URL(`/${user.username}/${name}/`, url).href;
      await request(user, calendarUrl, {
        method: 'MKCALENDAR',
        headers: { 'content-type': 'application/xml' },
        body: `<?xml version="1.0"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>${displayName}</D:displayname><C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set></D:prop></D:set></C:mkcalendar>`,
      });
      return calendarUrl;
    },
    async putObject(user, calendarUrl, name, ics) {
      await request(user, new URL(`${name}.ics`, calendarUrl).href, {
        method: 'PUT',
        headers: { 'content-type': 'text/calendar; charset=utf-8' },
        body: ics,
      });
    },
    async listObjects(user, calendarUrl) {
      const response = await request(user, calendarUrl, {
        method: 'REPORT',
        headers: { 'content-type': 'application/xml', depth: '1' },
        body: `<?xml version="1.0"?><C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><C:calendar-data/></D:prop><C:filter><C:comp-filter name="VCALENDAR"/></C:filter></C:calendar-query>`,
      });
      const xml = await response.text();
      return [
        ...xml.matchAll(
          /<(?:\w+:)?href>([^<]+)<\/(?:\w+:)?href>[\s\S]*?<(?:\w+:)?calendar-data[^>]*>([\s\S]*?)<\/(?:\w+:)?calendar-data>/g,
        ),
      ].map(([, href, ics]) => ({
        href: href!,
        ics: ics!.replace(/&#13;/g, '\r').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
      }));
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
