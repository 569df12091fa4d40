import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Prisma } from '@/generated/prisma/client';
import { log } from './log';
import { errorResponse } from './error-response';
import {
  BusinessRuleError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthenticatedError,
  UnsupportedMediaTypeError,
} from './errors';

const render = async (error: unknown) => {
  const response = errorResponse(error, log, 'req-1');
  return { status: response.status, body: await response.json(), headers: response.headers };
};

describe('errorResponse', () => {
  it.each([
    [new UnauthenticatedError(), 401, 'UNAUTHENTICATED'],
    [new ForbiddenError(), 403, 'FORBIDDEN'],
    [new NotFoundError('Service'), 404, 'NOT_FOUND'],
    [new ConflictError('taken'), 409, 'CONFLICT'],
    [new ConflictError('wrong state', 'INVALID_STATE'), 409, 'INVALID_STATE'],
    [new ConflictError('slot taken', 'SLOT_UNAVAILABLE'), 409, 'SLOT_UNAVAILABLE'],
    [new PayloadTooLargeError(10), 413, 'PAYLOAD_TOO_LARGE'],
    [new UnsupportedMediaTypeError(), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [new BusinessRuleError('DISCOUNT_EXPIRED', 'expired'), 422, 'DISCOUNT_EXPIRED'],
    [new RateLimitedError(12.2), 429, 'RATE_LIMITED'],
    [new ServiceUnavailableError(), 503, 'SERVICE_UNAVAILABLE'],
  ])('maps %o to %i %s', async (error, status, code) => {
    const { status: actual, body } = await render(error);
    expect(actual).toBe(status);
    expect(body.error.code).toBe(code);
    expect(typeof body.error.message).toBe('string');
  });

  it('gives Retry-After in whole seconds with RATE_LIMITED', async () => {
    const { headers } = await render(new RateLimitedError(12.2));
    expect(headers.get('retry-after')).toBe('13');
  });

  it('treats a Zod failure outside the request parse as ours: 500 with the request id', async () => {
    const schema = z.object({ timezone: z.string() }).strict();
    const { status, body } = await render(schema.safeParse({ timezone: 1 }).error);
    expect(status).toBe(500);
    expect(body.error).toEqual({ code: 'INTERNAL', message: expect.stringContaining('req-1') });
  });

  it('maps values a column cannot hold (too long, out of range) to 400', async () => {
    for (const code of ['P2000', 'P2020']) {
      const error = new Prisma.PrismaClientKnownRequestError('range', { code, clientVersion: 'test' });
      const { status, body } = await render(error);
      expect(status).toBe(400);
      expect(body.error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('maps unique and missing-record database errors', async () => {
    const unique = new Prisma.PrismaClientKnownRequestError('dup', { code: 'P2002', clientVersion: 'test' });
    const missing = new Prisma.PrismaClientKnownRequestError('gone', { code: 'P2025', clientVersion: 'test' });
    expect((await render(unique)).status).toBe(409);
    expect((await render(missing)).status).toBe(404);
  });

  it('hides unknown errors behind INTERNAL with the request id and no internals', async () => {
    const { status, body } = await render(new Error('relation "secret_table" does not exist'));
    expect(status).toBe(500);
    expect(body.error.code).toBe('INTERNAL');
    expect(body.error.message).toContain('req-1');
    expect(JSON.stringify(body)).not.toContain('secret_table');
  });
});
