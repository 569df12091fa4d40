/**
 * The operations of `/api/openapi.json`, read through its own route handler (what an integrator
 * reads), each joined to the route handler that serves it.
 */

/**
 * The one 5xx an operation may answer to a client's input: 503 SERVICE_UNAVAILABLE when it says so
 * itself (Google is not configured on a test machine), in the error shape; never 500.
 */
export const isDocumentedUnavailable = (operation: Operation, answer: Awaited<ReturnType<typeof callRoute>>) =>
  answer.status === 503 && operation.documented.includes(503) && answer.json?.error?.code === 'SERVICE_UNAVAILABLE';
import { GET as openApiDocument } from '@/app/api/openapi.json/route';
import { sweptRoutes, type SweptRoute } from '@/test/hostile-inputs/route-table';
import { callRoute } from '@/test/http';
import type { JsonSchema } from './json-schema-arbitrary';

export type Operation = {
  name: string;
  method: SweptRoute['contract']['method'];
  path: string;
  auth: 'public' | 'teacher' | 'student' | 'session';
  body?: JsonSchema;
  /** The statuses the document promises, beyond the common error statuses. */
  documented: number[];
  route: SweptRoute;
};

type DocumentOperation = {
  'x-auth': Operation['auth'];
  requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } };
  responses: Record<string, unknown>;
};

export async function loadOperations(): Promise<Operation[]> {
  const answer = await callRoute(async () => openApiDocument(), { path: '/api/openapi.json' });
  if (answer.status !== 200) throw new Error(`openapi.json answered ${answer.status}`);
  const paths = answer.json.paths as Record<string, Record<string, DocumentOperation>>;
  const routes = new Map(sweptRoutes.map((route) => [route.name, route]));
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const name = `${method.toUpperCase()} ${path}`;
      const route = routes.get(name);
      if (!route) throw new Error(`${name} is documented but no route handler serves it`);
      operations.push({
        name,
        method: route.contract.method,
        path,
        auth: operation['x-auth'],
        body: operation.requestBody?.content?.['application/json']?.schema,
        documented: Object.keys(operation.responses).map(Number),
        route,
      });
    }
  }
  return operations;
}
