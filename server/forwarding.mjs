// @ts-check
import proxyaddr from 'proxy-addr';

/**
 * Facts only the process holding the socket can know, handed to the app as request headers.
 * Whatever a client sends under these names is dropped first; the token proves the values were
 * written here (lib/http/client-info.ts reads them only when it matches).
 */
export const edgeHeader = Object.freeze({
  token: 'x-lektio-edge',
  clientIp: 'x-lektio-client-ip',
  origin: 'x-lektio-origin',
});

/**
 * Reads TRUST_PROXY the way Express reads its `trust proxy` setting (proxy-addr semantics):
 * unset, empty or `false` trusts nothing (the socket address is the client); `true` trusts every
 * hop; a whole number trusts that many hops from the socket; anything else is a comma-separated
 * list of addresses, CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal`.
 * @param {string | undefined} setting
 * @returns {(address: string, hop: number) => boolean}
 */
export function compileTrust(setting) {
  const value = (setting ?? '').trim();
  if (value === '' || value === 'false') return proxyaddr.compile([]);
  if (value === 'true') return () => true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return proxyaddr.compile(
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );
}

/** @param {string | string[] | undefined} header */
const firstValue = (header) => (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() || undefined;

/** `::ffff:203.0.113.7` and `203.0.113.7` are one client. @param {string} address */
const plainAddress = (address) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);

const forwardedByProxies = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'];

/**
 * Decides who the client is and which origin it used, then writes the answer into the request's
 * headers. Forwarding headers are believed only from a trusted peer, as Express does for
 * `req.ip`, `req.protocol` and `req.host`; from anyone else they are removed, so Next.js fills
 * them from the socket.
 * @param {import('node:http').IncomingMessage} req
 * @param {(address: string, hop: number) => boolean} trust
 * @param {string} token
 */
export function stampRequest(req, trust, token) {
  for (const name of Object.values(edgeHeader)) delete req.headers[name];
  const peer = req.socket.remoteAddress ?? '';
  const peerTrusted = peer !== '' && trust(peer, 0);
  if (!peerTrusted) {
    for (const name of forwardedByProxies) delete req.headers[name];
    req.headers['x-forwarded-for'] = plainAddress(peer);
  }
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  const claimedProto = peerTrusted ? firstValue(req.headers['x-forwarded-proto']) : undefined;
  const protocol = claimedProto === 'https' || claimedProto === 'http' ? claimedProto : encrypted ? 'https' : 'http';
  const host = (peerTrusted ? firstValue(req.headers['x-forwarded-host']) : undefined) ?? req.headers.host;
  req.headers[edgeHeader.token] = token;
  req.headers[edgeHeader.clientIp] = plainAddress(peer === '' ? 'unknown' : proxyaddr(req, trust));
  if (host) req.headers[edgeHeader.origin] = `${protocol}://${host}`;
}
