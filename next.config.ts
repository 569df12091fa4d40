import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Loaded by Node at run time rather than bundled: wasm engines, native-ish drivers, pino workers.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pglite-prisma-adapter',
    'pg',
    '@prisma/adapter-pg',
    '@prisma/schema-engine-wasm',
    'pino',
  ],
  // Parallel builds on one machine (several worktrees' e2e runs) each need their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
