// @ts-check
/**
 * Next.js writes its own `Vary` and, on a page it serves from its cache, its own `Cache-Control`,
 * replacing what the proxy set. The proxy asks for its own through two headers of the answer
 * (the cached public page, decision 0143): `x-lektio-vary` is added to Next's Vary,
 * `x-lektio-cache-control` replaces Next's Cache-Control; both are removed before the head is
 * written. Pages only: API and static files never carry them, so they skip the wrapper.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function applyPageHeaders(req, res) {
  const url = req.url ?? '/';
  if (url.startsWith('/api/') || url.startsWith('/_next/')) return;
  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = function (/** @type {any[]} */ ...args) {
    const vary = res.getHeader('x-lektio-vary');
    if (vary !== undefined) {
      res.removeHeader('x-lektio-vary');
      const current = res.getHeader('vary');
      res.setHeader('Vary', current ? `${current}, ${vary}` : String(vary));
    }
    const cacheControl = res.getHeader('x-lektio-cache-control');
    if (cacheControl !== undefined) {
      res.removeHeader('x-lektio-cache-control');
      res.setHeader('Cache-Control', String(cacheControl));
    }
    return writeHead.apply(res, /** @type {any} */ (args));
  };
}
