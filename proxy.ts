import { NextResponse, type NextRequest } from 'next/server';
import { isProduction } from '@/lib/core/env';

/**
 * Transport and header rules of the spec (Authentication §10): HTTPS and HSTS in production,
 * framing, sniffing and referrer headers everywhere.
 */
export function proxy(request: NextRequest) {
  const production = isProduction();
  const protocol = request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '');
  if (production && protocol === 'http') {
    const secure = request.nextUrl.clone();
    secure.protocol = 'https:';
    return NextResponse.redirect(secure, 308);
  }
  const response = NextResponse.next();
  response.headers.set('X-Frame-Options', 'DENY');
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (production) response.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
