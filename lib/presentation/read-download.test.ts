import { describe, expect, it } from 'vitest';
import { attachmentFilename, countNewlines, readWithProgress } from './read-download';

describe('streamed downloads', () => {
  it('counts lines across chunks and keeps every byte', async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('name,email\r\nAna,'));
        controller.enqueue(encoder.encode('a@x.test\r\nEva,e@x.test\r\n'));
        controller.close();
      },
    });
    const seen: number[] = [];
    const blob = await readWithProgress(new Response(body, { headers: { 'content-type': 'text/csv' } }), (lines) =>
      seen.push(lines),
    );
    expect(seen).toEqual([1, 3]);
    expect(await blob.text()).toBe('name,email\r\nAna,a@x.test\r\nEva,e@x.test\r\n');
    expect(countNewlines(encoder.encode('a\nb\n'))).toBe(2);
  });

  it('takes the file name from Content-Disposition', () => {
    expect(attachmentFilename('attachment; filename="students-2026-11-21.csv"', 'x.csv')).toBe(
      'students-2026-11-21.csv',
    );
    expect(attachmentFilename(null, 'x.csv')).toBe('x.csv');
  });
});
