/**
 * A server address a production Lektio must not be pointed at: the teacher types the URL and the
 * server fetches it, so loopback, private and link-local hosts (the machine itself, its network,
 * cloud metadata at 169.254.169.254) are refused by name. Development and tests reach a local Radicale.
 * A public name that resolves to a private address is not caught here (DNS is not consulted).
 */
export function isPrivateAddress(serverUrl: string): boolean {
  const host = new URL(serverUrl).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local')) {
    return true;
  }
  if (host === '::1' || host === '::' || /^f[cd][0-9a-f]{2}:/.test(host) || host.startsWith('fe80:')) return true;
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
