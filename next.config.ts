import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { addCompileHints } from './scripts/build/compile-hints.mjs';

// CI (.ci/run) builds once from a clean checkout right after `npm run typecheck`: a second type
// check and a build cache nobody reuses would only add minutes (docs/decisions/0064).
const checkedCiBuild = Boolean(process.env.CI) && process.env.TYPES_CHECKED === '1';

const nextConfig: NextConfig = {
  // Loaded by Node at run time rather than bundled: wasm engines, native-ish drivers, pino workers.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pglite-prisma-adapter',
    'pg',
    '@prisma/adapter-pg',
    '@prisma/schema-engine-wasm',
    'pino',
    // Reads its font metrics from its own folder at run time (invoice PDFs).
    'pdfkit',
  ],
  // Parallel builds on one machine (several worktrees' e2e runs) each need their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  typedRoutes: false,
  typescript: { ignoreBuildErrors: checkedCiBuild },
  experimental: { turbopackFileSystemCacheForBuild: !checkedCiBuild },
  // The scripts every page loads at start are compiled off the main thread as they stream in: on a
  // phone, compiling them at their first call was most of the public page's blocking time (0185).
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      await addCompileHints({ distDir });
    },
  },
};

// next-intl finds its request configuration in i18n/request.ts (docs/i18n.md).
const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

export default withNextIntl(nextConfig);
