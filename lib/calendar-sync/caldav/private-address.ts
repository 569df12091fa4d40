import { lookup as dnsLookup } from 'node:dns/promises';

/** How a host name is resolved: every address it answers (injected by the tests). */
export type HostLookup = (host: string) => Promise<string[]>;

const systemLookup: HostLookup = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * A host (name or address) a production Lektio must not be pointed at: loopback, private,
 * carrier-grade NAT and link-local (the machine itself, its network, cloud metadata at
 * 169.254.169.254), by name (`localhost`, `*.internal`, `*.local`) or by address, IPv4-mapped
 * IPv6 included.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local')) {
    return true;
  }
  const mapped = host.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return isPrivateHost(mapped[1]!);
  // The URL parser writes an IPv4-mapped address in hex (`::ffff:7f00:1` for 127.0.0.1).
  const hexMapped = host.match(/^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (hexMapped) {
    const [high, low] = [parseInt(hexMapped[1]!, 16), parseInt(hexMapped[2]!, 16)];
    return isPrivateHost(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  if (host === '::1' || host === '::' || /^f[cd][0-9a-f]{2}:/.test(host) || /^fe[89ab][0-9a-f]:/.test(host))
    return true;
  const ipv4 = host.match(/^(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (!ipv4) return false;
  const [a, b] = [Number(ipv4[1]), Number(ipv4[2])];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

/** The server URL's host is private by name or address (no DNS: see resolvesToPrivateAddress). */
export function isPrivateAddress(serverUrl: string): boolean {
  return isPrivateHost(new URL(serverUrl).hostname);
}

/**
 * The SSRF guard of a CalDAV connect (decision 0136): the host is private by name or address, or
 * a public-looking name resolves to any private address (a name pointed at 127.0.0.1 or at the
 * cloud's metadata address). A name that does not resolve is not private: the connect then fails
 * on its own, as any unreachable server does.
 */
export async function resolvesToPrivateAddress(serverUrl: string, lookup: HostLookup = systemLookup): Promise<boolean> {
  const { hostname } = new URL(serverUrl);
  if (isPrivateHost(hostname)) return true;
  const bare = hostname.replace(/^\[|\]$/g, '');
  // An address literal that is not private needs no lookup.
  if (/^[\d.]+$/.test(bare) || bare.includes(':')) return false;
  let addresses: string[];
  try {
    addresses = await lookup(bare);
  } catch {
    return false;
  }
  return addresses.some((address) => isPrivateHost(address));
}
