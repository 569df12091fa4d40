/**
 * Property-based fuzzing over the documented request schemas (fast-check): bodies drawn from each
 * operation's schema, with any node replaced now and then by a value of any shape. The property:
 * no 5xx, and every 4xx in the error shape. Bounded (runs per operation below) so CI stays quick;
 * a failure prints the seed and the shrunk body that reproduces it.
 */
import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import { errorShapeProblem } from '@/test/hostile-inputs/expect-client-error';
import { cookieFor, createWorld, urlPath, validParams } from '@/test/hostile-inputs/route-table';
import { callRoute } from '@/test/http';
import { arbitraryFor } from './json-schema-arbitrary';
import { isDocumentedUnavailable, loadOperations } from './openapi-operations';

const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 12);

describe('fuzzed bodies', async () => {
  const operations = (await loadOperations()).filter((operation) => operation.body);
  let cases = 0;
  afterAll(() => console.info(`negative suite: ${cases} fuzzed bodies over ${operations.length} operations`));

  it.each(operations.map((operation) => [operation.name, operation] as const))('%s', async (_, operation) => {
    const world = await createWorld();
    const params = validParams(operation.route.contract, world) as Record<string, string>;
    const handler = await operation.route.handler();
    await fc.assert(
      fc.asyncProperty(arbitraryFor(operation.body!, true), async (body) => {
        cases++;
        const answer = await callRoute(handler, {
          method: operation.method,
          path: urlPath(operation.route.contract, params),
          params,
          body,
          cookie: await cookieFor(operation.route.contract, world),
        });
        if (answer.status >= 500 && !isDocumentedUnavailable(operation, answer))
          throw new Error(`${answer.status} ${answer.text.slice(0, 200)}`);
        const shape = errorShapeProblem(answer);
        if (shape) throw new Error(`${answer.status} ${shape}: ${answer.text.slice(0, 200)}`);
      }),
      { numRuns: runsPerOperation, endOnFailure: true },
    );
  });
});
