// @ts-check
/**
 * Next.js sets its own `Vary` on every page (its router headers), replacing any the proxy set. The
 * proxy asks for more through `x-lektio-vary` (the cached public page varies by language and
 * session: Accept-Language, Cookie; decision 0143); this adds it to Next's when the head is written.
 * Pages only: API and static files never carry it, so they skip the wrapper.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function mergeVary(req, res) {
  const url = req.url ?? '/';
  if (url.startsWith('/api/') || url.startsWith('/_next/')) return;
  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = function (/** @type {any[]} */ ...args) {
    const extra = res.getHeader('x-lektio-vary');
    if (extra !== undefined) {
      res.removeHeader('x-lektio-vary');
      const current = res.getHeader('vary');
      res.setHeader('Vary', current ? `${current}, ${extra}` : String(extra));
    }
    return writeHead.apply(res, /** @type {any} */ (args));
  };
}
