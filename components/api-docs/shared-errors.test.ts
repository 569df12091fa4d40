import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@/lib/openapi/build-document';
import { describeDocument, type OperationView } from '@/lib/openapi/document-view';
import { responsesOf, sharedErrorsOf } from './shared-errors';

const response = (status: string, description: string) => ({ status, description, contentTypes: [], headers: [] });
const operation = (anchor: string, responses: OperationView['responses']): OperationView => ({
  anchor,
  method: 'GET',
  path: `/api/${anchor}`,
  auth: 'teacher',
  secured: true,
  parameters: [],
  responses,
});

describe('shared errors of the API reference', () => {
  const common = (anchor: string) =>
    operation(anchor, [response('200', 'OK'), response('404', 'NOT_FOUND: missing'), response('401', 'No session')]);
  const tags = [
    {
      name: 'a',
      operations: [
        common('one'),
        common('two'),
        common('three'),
        operation('four', [response('404', 'NOT_FOUND: no such slot'), response('409', 'CONFLICT: taken')]),
      ],
    },
  ];

  it('keeps a status once when at least three operations answer it with the same words', () => {
    expect(sharedErrorsOf(tags)).toEqual([
      { status: '401', description: 'No session', headers: [], operations: 3 },
      { status: '404', description: 'NOT_FOUND: missing', headers: [], operations: 3 },
    ]);
  });

  it('leaves an operation its successes and its own error texts in full, the shared ones as codes', () => {
    const shared = sharedErrorsOf(tags);
    expect(responsesOf(common('one'), shared)).toEqual({ own: [response('200', 'OK')], shared: ['404', '401'] });
    const four = tags[0]!.operations[3]!;
    expect(responsesOf(four, shared)).toEqual({ own: four.responses, shared: [] });
  });

  it('shrinks the real document to a handful of shared errors and few rows per operation', () => {
    const { tags: real } = describeDocument(buildOpenApiDocument());
    const shared = sharedErrorsOf(real);
    expect(shared.map((error) => error.status)).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '429', '500']),
    );
    const operations = real.flatMap((tag) => tag.operations);
    const rows = operations.reduce((sum, each) => sum + responsesOf(each, shared).own.length, 0);
    expect(rows / operations.length).toBeLessThan(3);
  });
});
