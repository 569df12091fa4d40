import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './build-document';

const document = buildOpenApiDocument();

type Schema = Record<string, unknown> & { $ref?: string; properties?: Record<string, Schema>; items?: Schema };

/** A schema with its `$ref` followed (components/schemas). */
function deref(schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return deref(document.components?.schemas?.[name] as Schema | undefined);
}

function bodySchema(path: string, method: 'post' | 'patch'): Schema | undefined {
  const operation = document.paths?.[path]?.[method];
  const body = operation?.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined;
  return deref(body?.content?.['application/json']?.schema);
}

function answerSchema(path: string, method: 'get' | 'post', status: string): Schema | undefined {
  const response = document.paths?.[path]?.[method]?.responses?.[status] as
    { content?: Record<string, { schema?: Schema }> } | undefined;
  return deref(response?.content?.['application/json']?.schema);
}

const property = (schema: Schema | undefined, name: string) => deref(schema?.properties?.[name]);

describe('OpenAPI: spec-shaped bodies (issue 29, decision 0066)', () => {
  it('documents schedule items with duration, not durationMinutes', () => {
    const body = bodySchema('/api/teacher/services/{id}/schedule', 'post');
    expect(Object.keys(body?.properties ?? {})).toContain('duration');
    expect(Object.keys(body?.properties ?? {})).not.toContain('durationMinutes');
    const answer = answerSchema('/api/teacher/services/{id}/schedule', 'post', '201');
    expect(Object.keys(answer?.properties ?? {})).toContain('duration');
  });

  it('documents capacity as optional, with no limit as its default', () => {
    const body = bodySchema('/api/teacher/services', 'post');
    expect(body?.required ?? []).not.toContain('capacity');
    expect(JSON.stringify(property(body, 'capacity'))).toMatch(/no limit/);
  });

  it('documents a rule condition as one object, the flat fields as deprecated input only', () => {
    const body = bodySchema('/api/teacher/cancellation-policies', 'post');
    const rule = deref(property(body, 'cancellationRules')?.items);
    const condition = property(rule, 'condition');
    expect(Object.keys(condition?.properties ?? {}).sort()).toEqual(['field', 'operator', 'value']);
    for (const flat of ['conditionField', 'conditionOperator', 'conditionValue']) {
      expect(property(rule, flat)).toMatchObject({ deprecated: true });
    }
    const answer = answerSchema('/api/teacher/cancellation-policies', 'post', '201');
    const answered = deref(property(answer, 'cancellationRules')?.items);
    expect(Object.keys(answered?.properties ?? {})).toContain('condition');
    expect(Object.keys(answered?.properties ?? {})).not.toContain('conditionField');
  });
});
