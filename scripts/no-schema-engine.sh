#!/bin/sh
# Prisma's CLI wants a native schema-engine binary it cannot download here. `prisma generate` does not
# need one, so it gets this stub; it fails loudly so that nothing "succeeds" silently without an engine.
echo "schema-engine binary not available offline: use npm run db:migrate (wasm engine)" >&2
exit 1
