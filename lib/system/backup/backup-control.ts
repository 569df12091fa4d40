/**
 * A backup of the embedded database while the server runs (decision 0138). PGlite belongs to one
 * process, so `npm run backup` cannot open a data folder the server holds; the server listens on a
 * Unix socket beside the data folder (`<PGLITE_DIR>.control.sock`, mode 0600: only the account that
 * runs the server can connect) and writes the backup itself, from its open database.
 * One request a connection: a JSON line in (`{ "command": "backup", "file": "<absolute path>" }`),
 * a JSON line out (`{ "ok": true, "result": ... }` or `{ "ok": false, "error": "..." }`).
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { writeBackup, type BackupResult } from './embedded-backup';

type Reply = { ok: true; result: BackupResult } | { ok: false; error: string };

export const controlSocketPath = (dataDir: string) => `${path.resolve(dataDir)}.control.sock`;

function readLine(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end >= 0) resolve(text.slice(0, end));
      if (text.length > 64 * 1024) reject(new Error('request too long'));
    });
    socket.once('error', reject);
    socket.once('end', () => resolve(text));
  });
}

async function answer(pglite: PGlite, uploadsDir: string, line: string): Promise<Reply> {
  try {
    const request = JSON.parse(line) as { command?: unknown; file?: unknown };
    if (request.command !== 'backup' || typeof request.file !== 'string' || !path.isAbsolute(request.file))
      return { ok: false, error: 'expected {"command":"backup","file":"<absolute path>"}' };
    // Pages still in memory go to the files first, so the dump needs no recovery to open.
    await pglite.exec('CHECKPOINT');
    return { ok: true, result: await writeBackup(pglite, { uploadsDir, file: request.file }) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Whether a server answers on the socket (a file left by a killed server does not). */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/** Whether a running server holds the data folder (its control socket answers). */
export async function serverHolds(dataDir: string): Promise<boolean> {
  const socketPath = controlSocketPath(dataDir);
  return fs.existsSync(socketPath) && (await answers(socketPath));
}

/** Listens for backup requests; resolves with a function that stops listening and removes the socket. */
export async function serveBackups(
  pglite: PGlite,
  { dataDir, uploadsDir }: { dataDir: string; uploadsDir: string },
): Promise<() => Promise<void>> {
  const socketPath = controlSocketPath(dataDir);
  if (fs.existsSync(socketPath)) {
    if (await answers(socketPath)) throw new Error(`another server holds ${dataDir} (${socketPath} answers)`);
    fs.rmSync(socketPath);
  }
  const server = net.createServer((socket) => {
    // A peer that hangs up early (a probe, a killed client) must not take the server down with it.
    socket.on('error', () => socket.destroy());
    void readLine(socket)
      .then(async (line) => {
        if (!line.trim()) return socket.destroy();
        const reply = await answer(pglite, uploadsDir, line);
        if (!socket.destroyed) socket.end(`${JSON.stringify(reply)}\n`);
      })
      .catch(() => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  server.unref();
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}

/**
 * Asks the server holding `dataDir` for a backup into `file`. Resolves with null when no server
 * listens (none runs, or a killed one left its socket): the caller may then open the folder itself.
 */
export async function requestBackup(dataDir: string, file: string): Promise<BackupResult | null> {
  if (!(await serverHolds(dataDir))) return null;
  const socket = net.connect(controlSocketPath(dataDir));
  socket.write(`${JSON.stringify({ command: 'backup', file: path.resolve(file) })}\n`);
  const reply = JSON.parse(await readLine(socket)) as Reply;
  socket.destroy();
  if (!reply.ok) throw new Error(`the running server could not write the backup: ${reply.error}`);
  return reply.result;
}
