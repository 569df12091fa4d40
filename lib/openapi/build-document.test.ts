import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@/lib/core/route-contract';
import { buildOpenApiDocument } from './build-document';
import { routeContracts } from './routes';

const document = buildOpenApiDocument();
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  methods.flatMap((method) => (item[method] ? [{ path, method, operation: item[method] }] : [])),
);

/** Every `$ref` in the document, wherever it is. */
function refs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refs);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refs(inner),
  );
}

function resolve(pointer: string): unknown {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined),
      document,
    );
}

describe('buildOpenApiDocument', () => {
  it('is a self-contained OpenAPI 3.1 document in plain JSON', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Lektio API', version: expect.any(String) });
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
    for (const pointer of refs(document)) expect(resolve(pointer), pointer).toBeDefined();
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents every contract, with its path parameters and responses', () => {
    for (const contract of routeContracts) {
      const operation = document.paths?.[contract.path]?.[contract.method.toLowerCase() as (typeof methods)[number]];
      expect(operation, `${contract.method} ${contract.path}`).toBeDefined();
      const templated = [...contract.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const pathParameters = (operation?.parameters ?? []).flatMap((parameter) =>
        'in' in parameter && parameter.in === 'path' ? [parameter.name] : [],
      );
      expect(pathParameters.sort()).toEqual(templated.sort());
      for (const status of Object.keys(contract.responses))
        expect(operation?.responses?.[status]?.description).toBeTruthy();
    }
  });

  it('has the shared Error component, referenced by the common error statuses', () => {
    expect(document.components?.schemas?.Error).toMatchObject({
      type: 'object',
      properties: { error: { type: 'object', required: ['code', 'message'] } },
    });
    const me = document.paths?.['/api/auth/me']?.get;
    for (const status of ['401', '403', '404', '409', '422', '429', '500']) {
      expect(me?.responses?.[status]?.content?.['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/Error',
      });
    }
    expect(me?.responses?.['429']?.headers?.['Retry-After']).toBeDefined();
  });

  it('asks for the session cookie on /api/auth/me and not on public routes', () => {
    expect(document.components?.securitySchemes?.cookieAuth).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'svc_session' }),
    );
    const me = document.paths?.['/api/auth/me']?.get;
    expect(me?.security).toEqual([{ cookieAuth: [] }]);
    expect(me?.responses?.['401']).toBeDefined();
    const health = document.paths?.['/api/health']?.get;
    expect(health?.security).toBeUndefined();
    expect(health?.responses?.['401']).toBeUndefined();
    expect(health?.responses?.['503']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
  });

  it('reads query parameters and JSON bodies from the contract schemas', () => {
    const exampleRoute = defineRoute({
      method: 'POST',
      path: '/api/teacher/things/{id}',
      summary: 'Example',
      tags: ['example'],
      auth: 'teacher',
      params: z.object({ id: z.uuid() }),
      query: z.object({ page: z.coerce.number().int().optional() }),
      body: z.strictObject({ name: z.string() }),
      responses: {
        201: { description: 'Created', schema: z.object({ id: z.uuid() }) },
        204: { description: 'CSV', contentType: 'text/csv' },
      },
    });
    const operation = buildOpenApiDocument([exampleRoute]).paths?.['/api/teacher/things/{id}']?.post;
    expect(operation?.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
      expect.objectContaining({ in: 'query', name: 'page' }),
    ]);
    expect(operation?.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { type: 'object' } } },
    });
    expect(operation?.responses?.['201']?.content?.['application/json']).toBeDefined();
    expect(operation?.responses?.['204']?.content).toEqual({ 'text/csv': {} });
    expect(operation?.responses?.['400']).toBeDefined();
    expect(operation?.responses?.['413']).toBeDefined();
  });
});
