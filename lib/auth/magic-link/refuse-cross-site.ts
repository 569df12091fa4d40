import { ForbiddenError } from '@/lib/core/errors';

/**
 * Sign-in endpoints have no session yet, so the wrapper's origin check does not run for them.
 * A cross-site POST here would be login CSRF: another site signing the visitor into the attacker's
 * student account. Browsers label such requests; other clients send no label and pass.
 */
export function refuseCrossSite(req: Request): void {
  if (req.headers.get('sec-fetch-site') === 'cross-site') throw new ForbiddenError('Cross-site request refused');
}
