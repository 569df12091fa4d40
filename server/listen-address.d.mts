export declare function listenAddress(
  flags: { port?: string; hostname?: string },
  env: NodeJS.ProcessEnv,
): { port: number; hostname: string | undefined };
