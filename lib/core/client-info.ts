/**
 * The caller's address. Next.js fills X-Forwarded-For from the socket only when the header is
 * absent, so deployments must sit behind a proxy that overwrites it (docs/decisions/0006-client-ip.md).
 */
export function clientIp(req: Request): string {
  const first = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first || req.headers.get('x-real-ip') || 'unknown';
}

export const clientUserAgent = (req: Request) => req.headers.get('user-agent');
