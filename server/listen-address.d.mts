export declare function listenAddress(
  flags: { port?: string; hostname?: string },
  env: { PORT?: string; HOSTNAME?: string },
): { port: number; hostname: string | undefined };
export declare function routingHostname(hostname: string | undefined): string;
