// tsx --import ./scripts/reliability/allow-server-only.mjs <script>
// Lets a script load server modules the way the server does: `server-only` resolves to nothing
// (as in Vitest, vitest.config.ts), without the react-server condition that would also swap
// react-dom/server (used to render e-mails) for a stub that throws.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      export async function resolve(specifier, context, next) {
        if (specifier === 'server-only') return { url: 'data:text/javascript,export {}', shortCircuit: true };
        return next(specifier, context);
      }`),
  import.meta.url,
);
