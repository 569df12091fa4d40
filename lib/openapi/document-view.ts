import type { oas31 } from 'zod-openapi';

/**
 * The OpenAPI document flattened for reading (the /docs/api page): tags -> operations, each with
 * the few facts a reader looks for. Schemas stay JSON Schema; the page prints them as JSON.
 */
export type ParameterView = {
  name: string;
  location: string;
  required: boolean;
  description?: string;
  schema: unknown;
};
export type ResponseView = {
  status: string;
  description: string;
  contentTypes: string[];
  schema?: unknown;
  headers: string[];
};
export type OperationView = {
  anchor: string;
  method: string;
  path: string;
  summary?: string;
  description?: string;
  auth: string;
  secured: boolean;
  rateLimit?: string;
  parameters: ParameterView[];
  requestBody?: { contentType: string; required: boolean; schema: unknown };
  responses: ResponseView[];
};
export type TagView = { name: string; description?: string; operations: OperationView[] };
export type DocumentView = { tags: TagView[]; schemas: { name: string; schema: unknown }[] };

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

const isReference = (value: object): value is oas31.ReferenceObject => '$ref' in value;

function rateLimitText(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { points, duration } = value as { points?: unknown; duration?: unknown };
  if (typeof points !== 'number' || typeof duration !== 'number') return undefined;
  const window = duration === 60 ? 'minute' : duration === 3600 ? 'hour' : `${duration} s`;
  return `${points} per ${window} per IP`;
}

function parameterView(parameter: oas31.ParameterObject | oas31.ReferenceObject): ParameterView {
  if (isReference(parameter)) return { name: parameter.$ref, location: 'ref', required: false, schema: parameter };
  const { name, in: location, required = false, description, schema } = parameter;
  return { name, location, required, description, schema };
}

function responseView(status: string, response: oas31.ResponseObject | oas31.ReferenceObject): ResponseView {
  if (isReference(response)) return { status, description: response.$ref, contentTypes: [], headers: [] };
  const content = Object.entries(response.content ?? {});
  return {
    status,
    description: response.description,
    contentTypes: content.map(([type]) => type),
    schema: content.find(([, media]) => media.schema)?.[1].schema,
    headers: Object.keys(response.headers ?? {}),
  };
}

function operationView(path: string, method: string, operation: oas31.OperationObject): OperationView {
  const body = operation.requestBody && !isReference(operation.requestBody) ? operation.requestBody : undefined;
  const [contentType, media] = Object.entries(body?.content ?? {})[0] ?? [];
  const auth: unknown = operation['x-auth'];
  return {
    anchor: operation.operationId ?? `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-'),
    method: method.toUpperCase(),
    path,
    summary: operation.summary,
    description: operation.description,
    auth: typeof auth === 'string' ? auth : operation.security?.length ? 'session' : 'public',
    secured: Boolean(operation.security?.length),
    rateLimit: rateLimitText(operation['x-rate-limit']),
    parameters: (operation.parameters ?? []).map(parameterView),
    requestBody: contentType ? { contentType, required: body?.required ?? false, schema: media?.schema } : undefined,
    responses: Object.entries(operation.responses ?? {}).map(([status, response]) => responseView(status, response)),
  };
}

export function describeDocument(document: oas31.OpenAPIObject): DocumentView {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      return operation
        ? [{ tags: operation.tags?.length ? operation.tags : ['other'], view: operationView(path, method, operation) }]
        : [];
    }),
  );
  const tagNames = [
    ...new Set([...(document.tags ?? []).map((tag) => tag.name), ...operations.flatMap((entry) => entry.tags)]),
  ];
  const tags = tagNames
    .map((name) => ({
      name,
      description: document.tags?.find((tag) => tag.name === name)?.description,
      operations: operations.filter((entry) => entry.tags.includes(name)).map((entry) => entry.view),
    }))
    .filter((tag) => tag.operations.length > 0);
  const schemas = Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => ({ name, schema }));
  return { tags, schemas };
}
