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
