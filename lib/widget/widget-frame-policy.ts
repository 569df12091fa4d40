/**
 * The Content-Security-Policy of the widget page (decision 0043): framed only by Lektio itself and
 * the widget's allowed origins (already re-validated bare origins), its one inline script allowed
 * by hash, and nothing else loaded but our own stylesheet and event route.
 */
export function widgetContentSecurityPolicy(allowedOrigins: readonly string[], scriptHash?: string): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    scriptHash ? `script-src '${scriptHash}'` : "script-src 'none'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    ['frame-ancestors', "'self'", ...allowedOrigins].join(' '),
  ].join('; ');
}

/** The widget page is `/widget/<slug>`: the one path the proxy leaves framable (by this policy). */
export const isWidgetPagePath = (pathname: string) => /^\/widget\/[^/]+\/?$/.test(pathname);
