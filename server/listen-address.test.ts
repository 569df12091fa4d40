import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenAddress, routingHostname } from './listen-address.mjs';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Listens as server.mjs does (port 0: any free one) and answers the address the socket is bound to. */
async function boundAddress(flags: { hostname?: string }, env: { HOSTNAME?: string }): Promise<string> {
  const { hostname } = listenAddress({ ...flags, port: '0' }, env);
  const server = createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, hostname, resolve));
  return (server.address() as AddressInfo).address;
}

describe('server/listen-address.mjs', () => {
  it('listens on the HOSTNAME of the environment (127.0.0.1: loopback only), as next start does', async () => {
    expect(await boundAddress({}, { HOSTNAME: '127.0.0.1' })).toBe('127.0.0.1');
  });

  it('-H wins over HOSTNAME', async () => {
    expect(listenAddress({ hostname: '127.0.0.1' }, { HOSTNAME: '0.0.0.0' }).hostname).toBe('127.0.0.1');
    expect(await boundAddress({ hostname: '127.0.0.1' }, { HOSTNAME: '0.0.0.0' })).toBe('127.0.0.1');
  });

  it('every interface when neither says (a blank HOSTNAME counts as unset)', async () => {
    expect(listenAddress({}, {}).hostname).toBeUndefined();
    expect(listenAddress({}, { HOSTNAME: ' ' }).hostname).toBeUndefined();
    expect(['::', '0.0.0.0']).toContain(await boundAddress({}, {}));
  });

  it('the port: -p, then PORT, then 3000', () => {
    expect(listenAddress({ port: '4000' }, { PORT: '5000' }).port).toBe(4000);
    expect(listenAddress({}, { PORT: '5000' }).port).toBe(5000);
    expect(listenAddress({}, {}).port).toBe(3000);
  });
});

describe('routingHostname (decision 0177)', () => {
  it("names a loopback address as NextURL does, so a proxy rewrite stays on the app's own origin", () => {
    for (const loopback of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', undefined]) expect(routingHostname(loopback)).toBe('localhost');
  });

  it('keeps every other name or address', () => {
    for (const other of ['0.0.0.0', '10.0.0.7', 'app.internal', 'localhost', '::']) expect(routingHostname(other)).toBe(other);
  });
});
