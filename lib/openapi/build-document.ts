import {
  createDocument,
  type oas31,
  type ZodObjectInput,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { sessionCookieName } from '@/lib/auth/cookies';
import { rateLimitPolicies } from '@/lib/core/rate-limit';
import type { RouteContract } from '@/lib/core/route-contract';
import { commonErrorResponses, errorContent, ZErrorBody } from './error-responses';
import { routeContracts } from './routes';

type StatusKey = `${1 | 2 | 3 | 4 | 5}${string}`;
const statusKey = (status: number) => String(status) as StatusKey;

const authDescriptions: Record<RouteContract['auth'], string> = {
  public: 'No session needed.',
  session: 'Needs a teacher or student session.',
  teacher: 'Needs a teacher session.',
  student: 'Needs a student session.',
};

/** zod-openapi reads parameters from an object schema (unwrapping pipes itself); it throws otherwise. */
const asParameterSchema = (schema: RouteContract['query']) => schema as ZodObjectInput;

function responses(contract: RouteContract): ZodOpenApiResponsesObject {
  const result: Record<StatusKey, ZodOpenApiResponseObject> = {};
  for (const [status, response] of commonErrorResponses(contract)) result[statusKey(status)] = response;
  for (const [status, { description, schema, contentType }] of Object.entries(contract.responses)) {
    // An error status declared without a schema still answers the standard error body.
    const content = schema
      ? { [contentType ?? 'application/json']: { schema } }
      : contentType
        ? { [contentType]: {} }
        : Number(status) >= 400
          ? errorContent
          : undefined;
    result[statusKey(Number(status))] = {
      ...result[statusKey(Number(status))],
      description,
      ...(content ? { content } : {}),
    };
  }
  return result;
}

/** GET /api/auth/dev-login/{teacherId} -> getAuthDevLoginByTeacherId: stable, readable client method names. */
function operationId({ method, path }: RouteContract): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/\-_.]/)
    .filter(Boolean)
    .map((word) => (word.startsWith('{') ? `By${word.slice(1, 2).toUpperCase()}${word.slice(2, -1)}` : word));
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

function operation(contract: RouteContract): ZodOpenApiOperationObject {
  const { params, query, body, rateLimit } = contract;
  return {
    operationId: operationId(contract),
    summary: contract.summary,
    description: authDescriptions[contract.auth],
    tags: contract.tags,
    ...(contract.auth === 'public' ? {} : { security: [{ cookieAuth: [] }] }),
    ...(params || query
      ? {
          requestParams: {
            ...(params ? { path: asParameterSchema(params) } : {}),
            ...(query ? { query: asParameterSchema(query) } : {}),
          },
        }
      : {}),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses: responses(contract),
    'x-auth': contract.auth,
    ...(rateLimit ? { 'x-rate-limit': { name: rateLimit, ...rateLimitPolicies[rateLimit] } } : {}),
  };
}

/** The OpenAPI 3.1 document of every route contract, served at /api/openapi.json and rendered at /docs/api. */
export function buildOpenApiDocument(contracts: readonly RouteContract[] = routeContracts): oas31.OpenAPIObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const contract of contracts) {
    const method = contract.method.toLowerCase() as Lowercase<RouteContract['method']>;
    paths[contract.path] = { ...paths[contract.path], [method]: operation(contract) };
  }
  const tags = [...new Set(contracts.flatMap((contract) => contract.tags))].sort().map((name) => ({ name }));
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Lektio API',
      version: '1.0.0',
      description:
        'JSON in and out. Times are ISO 8601 in UTC, money is integer minor units beside its currency, ids are UUIDs.',
    },
    tags,
    paths,
    components: {
      schemas: { Error: ZErrorBody },
      securitySchemes: {
        cookieAuth: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookieName,
          description: 'The session cookie set at sign-in',
        },
      },
    },
  });
}
