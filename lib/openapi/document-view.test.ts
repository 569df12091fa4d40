import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './build-document';
import { describeDocument } from './document-view';

describe('describeDocument', () => {
  const view = describeDocument(buildOpenApiDocument());
  const operation = (tag: string, path: string) =>
    view.tags.find((entry) => entry.name === tag)?.operations.find((entry) => entry.path === path);

  it('groups operations by tag, with the facts the reference page shows', () => {
    expect(view.tags.map((tag) => tag.name)).toEqual(expect.arrayContaining(['auth', 'system']));
    expect(operation('auth', '/api/auth/me')).toMatchObject({ method: 'GET', auth: 'session', secured: true });
    expect(operation('auth', '/api/auth/dev-login/{teacherId}')).toMatchObject({
      auth: 'public',
      secured: false,
      rateLimit: '5 per hour per IP',
      parameters: [{ name: 'teacherId', location: 'path', required: true }],
    });
  });

  it('lists responses with their content types and headers, and the shared schemas', () => {
    const responses = operation('auth', '/api/auth/me')?.responses ?? [];
    expect(responses.find((response) => response.status === '200')).toMatchObject({
      contentTypes: ['application/json'],
    });
    expect(responses.find((response) => response.status === '429')?.headers).toEqual(['Retry-After']);
    expect(view.schemas.map((schema) => schema.name)).toContain('Error');
  });
});
