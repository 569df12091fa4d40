import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { maxJsonBodyBytes } from '@/lib/core/request-body';
import { callRoute } from '@/test/http';
import { POST } from './route';

const chunkBytes = 64 * 1024;

/** A body streamed in 64 KB chunks with no length to declare (chunked), endless unless `totalBytes` is given. */
function unsizedBody(totalBytes = Infinity) {
  const stats = { pulledBytes: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulledBytes >= totalBytes) return controller.close();
      const size = Math.min(chunkBytes, totalBytes - stats.pulledBytes);
      stats.pulledBytes += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
    cancel() {
      stats.cancelled = true;
    },
  });
  return { stream, stats };
}

/** Delivers `body` the way the processor would, with whatever headers are given (no Content-Length unless named). */
function deliverStream(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  let declared: string | null = null;
  const response = callRoute(
    (req, segment) => {
      const streamed = new Request(req, { body, duplex: 'half' } as RequestInit);
      declared = streamed.headers.get('content-length');
      return POST(streamed, segment);
    },
    {
      method: 'POST',
      path: '/api/webhooks/psp',
      headers: { 'psp-signature': 't=1,v1=not-checked-before-the-size', ...headers },
    },
  );
  return response.then((result) => ({ ...result, declared }));
}

describe('POST /api/webhooks/psp: the raw body is capped at 1 MB', () => {
  it('refuses an unsized (chunked) body past 1 MB with 413 PAYLOAD_TOO_LARGE, and stops reading it', async () => {
    const events = await db.webhookEvent.count();
    const { stream, stats } = unsizedBody();

    const response = await deliverStream(stream);

    expect(response.declared).toBeNull();
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) } });
    // Read up to the cap plus what was already in flight, then cancelled: not the endless rest.
    expect(stats.cancelled).toBe(true);
    expect(stats.pulledBytes).toBeGreaterThan(maxJsonBodyBytes);
    expect(stats.pulledBytes).toBeLessThanOrEqual(maxJsonBodyBytes + 4 * chunkBytes);
    expect(await db.webhookEvent.count()).toBe(events);
  });

  it('refuses a body one byte over 1 MB, streamed without a length', async () => {
    const { stream } = unsizedBody(maxJsonBodyBytes + 1);
    const response = await deliverStream(stream);
    expect(response.status).toBe(413);
    expect(response.json.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a declared Content-Length over 1 MB before reading the body', async () => {
    const { stream, stats } = unsizedBody();
    const response = await deliverStream(stream, { 'content-length': String(maxJsonBodyBytes + 1) });
    expect(response.status).toBe(413);
    expect(response.json.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(stats.pulledBytes).toBeLessThanOrEqual(chunkBytes);
  });

  it('reads an unsized body of exactly 1 MB through to the signature check', async () => {
    const { stream, stats } = unsizedBody(maxJsonBodyBytes);
    const response = await deliverStream(stream);
    expect(stats.pulledBytes).toBe(maxJsonBodyBytes);
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('INVALID_SIGNATURE');
  });
});
