/**
 * A TCP proxy in front of PostgreSQL that reads the client side of the wire protocol and records
 * the statements the app sends (Parse/Bind/Execute of the extended protocol, Query of the simple
 * one) with their text parameters: the runner's statement counts and the statements it replays.
 * pg_stat_statements would do the counting, but it needs shared_preload_libraries (a server restart).
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export type TappedStatement = { sql: string; params: (string | null)[]; binary: boolean };

const sslRequestCode = 80877103;
const cancelRequestCode = 80877102;

function readCString(buffer: Buffer, offset: number): [string, number] {
  const end = buffer.indexOf(0, offset);
  return [buffer.toString('utf8', offset, end), end + 1];
}

/** Splits one connection's client bytes into messages and records the executed statements while `recording()`. */
function clientReader(recording: () => boolean, record: (statement: TappedStatement) => void) {
  let pending: Buffer = Buffer.alloc(0);
  let startup = true;
  const prepared = new Map<string, string>();
  let bound: { sql: string; params: (string | null)[]; binary: boolean } | null = null;

  function onMessage(type: string, body: Buffer) {
    if (type !== 'P' && !recording()) return;
    if (type === 'Q') {
      record({ sql: readCString(body, 0)[0], params: [], binary: false });
    } else if (type === 'P') {
      const [name, afterName] = readCString(body, 0);
      prepared.set(name, readCString(body, afterName)[0]);
    } else if (type === 'B') {
      const [, afterPortal] = readCString(body, 0);
      const [statement, afterStatement] = readCString(body, afterPortal);
      let offset = afterStatement;
      const formats = Array.from({ length: body.readInt16BE(offset) }, (_, index) =>
        body.readInt16BE(offset + 2 + index * 2),
      );
      offset += 2 + formats.length * 2;
      const params: (string | null)[] = [];
      const count = body.readInt16BE(offset);
      offset += 2;
      for (let index = 0; index < count; index++) {
        const length = body.readInt32BE(offset);
        offset += 4;
        params.push(length < 0 ? null : body.toString('utf8', offset, offset + length));
        offset += Math.max(length, 0);
      }
      bound = { sql: prepared.get(statement) ?? '', params, binary: formats.includes(1) };
    } else if (type === 'E' && bound) {
      record(bound);
    }
  }

  return (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (startup) {
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        const code = pending.readInt32BE(4);
        startup = code === sslRequestCode || code === cancelRequestCode;
        pending = pending.subarray(length);
        continue;
      }
      if (pending.length < 5) return;
      const length = pending.readInt32BE(1);
      if (pending.length < 1 + length) return;
      const type = String.fromCharCode(pending[0]!);
      onMessage(type, pending.subarray(5, 1 + length));
      pending = pending.subarray(1 + length);
    }
  };
}

export async function startStatementTap(target: { host: string; port: number }, port: number) {
  let recording = false;
  let statements: TappedStatement[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const read = clientReader(
      () => recording,
      (statement) => statements.push(statement),
    );
    client.on('data', read);
    client.pipe(upstream);
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    /** Records what `work` makes the app send (and whatever else it sends meanwhile). */
    async capture(work: () => Promise<unknown>): Promise<TappedStatement[]> {
      statements = [];
      recording = true;
      try {
        await work();
      } finally {
        recording = false;
      }
      return statements;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
