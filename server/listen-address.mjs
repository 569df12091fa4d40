// @ts-check
/**
 * Where server.mjs listens: `-H` wins, then the HOSTNAME environment variable (as Next.js's own
 * standalone server reads it), then every interface. The port: `-p`, then PORT, then 3000.
 * A blank HOSTNAME counts as unset.
 * @param {{ port?: string; hostname?: string }} flags
 * @param {{ PORT?: string; HOSTNAME?: string }} env
 * @returns {{ port: number; hostname: string | undefined }}
 */
export function listenAddress(flags, env) {
  const port = Number(flags.port ?? env.PORT ?? 3000);
  const fromEnv = env.HOSTNAME?.trim();
  return { port, hostname: flags.hostname ?? (fromEnv ? fromEnv : undefined) };
}

/**
 * The host name Next.js routes with (next({ hostname })). Next builds each request's own URL from it,
 * but the proxy sees that URL through NextURL, which writes a loopback address (127.x.x.x, ::1) as
 * `localhost`; a proxy rewrite to `localhost` against a request URL of `127.0.0.1` then counts as a
 * rewrite to another origin, which Next serves by fetching it over HTTP, proxy and all, and the cached
 * public page's rewrite (decision 0143) went out to the network instead of to its route (decision 0177).
 * So a loopback address is given to Next as `localhost`, the name NextURL uses; the socket still listens
 * on the address asked for.
 * @param {string | undefined} hostname
 * @returns {string}
 */
export function routingHostname(hostname) {
  if (!hostname) return 'localhost';
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return /^127(\.\d{1,3}){3}$/.test(bare) || bare === '::1' ? 'localhost' : hostname;
}
