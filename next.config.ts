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
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
