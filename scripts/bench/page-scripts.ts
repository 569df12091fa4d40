// npm run bench:page-scripts [-- --url http://127.0.0.1:3000 --port 3396 --pages /demo,/demo/services/trial-lesson]
// Issue 38, item 6: the JavaScript a public page makes the browser load, without a browser. For
// each page: the scripts its HTML names (`<script src>` and script preloads: Next's own, each
// segment's client entries, the chunks of a `next/dynamic` component it renders; not the `nomodule`
// polyfills, which a modern browser skips), each fetched and gzipped (zlib's default level, what
// the server's compression sends), what each holds (a few libraries recognised by their strings),
// and the total. Sizes do not depend on the machine's load. Without --url it starts the build in
// NEXT_DIST_DIR (default .next) like bench:lighthouse does. Code loaded later (an import() when the
// visitor acts) is not counted: it is not in the HTML.
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { startEmbeddedApp } from './embedded-app';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string', default: '3396' },
    pages: {
      type: 'string',
      default: '/demo,/demo/services/trial-lesson,/demo/services/ten-lesson-package,/demo/services/dele-b2-course',
    },
  },
});

/** Strings that name a library inside a minified chunk. */
const markers: [string, RegExp][] = [
  ['react-dom', /__reactFiber|react-dom/],
  ['zod', /ZodError|\$ZodType/],
  ['react-markdown', /micromark|mdast/],
  ['sonner', /data-sonner-toaster/],
  ['react-query', /No mutationFn found|QueryClient/],
  ['react-hook-form', /HookFormContext/],
  ['tailwind-merge', /fvn-normal/],
  ['next-intl', /IntlMessageFormat/],
  ['date-fns', /in the afternoon|constructDateFrom/],
  ['radix', /data-radix|CheckboxTrigger|radix-ui/],
];

/** The scripts a modern browser loads from the HTML: `<script src>` (not `nomodule`: the polyfills) and script preloads. */
const scriptUrls = (html: string) => [
  ...new Set(
    [...html.matchAll(/<(script|link)\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => (tag.startsWith('<script') ? !/\snomodule\b/i.test(tag) : /\srel="preload"/.test(tag)))
      .map((tag) => /\s(?:src|href)="([^"]+\.js[^"]*)"/.exec(tag)?.[1])
      .filter((src): src is string => Boolean(src))
      .map((src) => src.replaceAll('&amp;', '&')),
  ),
];

async function measure(base: string, page: string) {
  const html = await (await fetch(new URL(page, base))).text();
  const rows = await Promise.all(
    scriptUrls(html).map(async (src) => {
      const text = await (await fetch(new URL(src, base))).text();
      const holds = markers.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
      return { src: src.replace(/^.*\/_next\/static\/chunks\//, ''), gzip: gzipSync(text).length, holds };
    }),
  );
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.info(
    `\n${page}: ${rows.length} scripts, ${(total / 1024).toFixed(1)} KB gzip (HTML ${(html.length / 1024).toFixed(1)} KB)`,
  );
  for (const row of rows) {
    console.info(`  ${(row.gzip / 1024).toFixed(1).padStart(6)} KB  ${row.src.padEnd(28)} ${row.holds.join(', ')}`);
  }
}

const app = values.url ? null : await startEmbeddedApp(Number(values.port));
try {
  const base = values.url ?? app!.url;
  for (const page of values.pages.split(',')) await measure(base, page);
} finally {
  await app?.stop();
}
