import { z } from 'zod';
import type { ZodOpenApiResponseObject } from 'zod-openapi';
import type { ErrorBody } from '@/lib/core/error-response';
import { commonErrorStatuses, type RouteContract } from '@/lib/core/route-contract';

/** The body of every error response (lib/core/error-response.ts, ARCHITECTURE.md §5). */
export const ZErrorBody = z.object({
  error: z.object({
    code: z.string().meta({
      description: 'Stable machine-readable code, e.g. VALIDATION_ERROR or NOT_FOUND',
      examples: ['NOT_FOUND'],
    }),
    message: z.string().meta({ description: 'For people; may change between releases' }),
    details: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .meta({ description: 'One entry per invalid field (validation errors only)' }),
  }),
}) satisfies z.ZodType<ErrorBody>;

type CommonErrorStatus = (typeof commonErrorStatuses)[number];

const errorDescriptions: Record<CommonErrorStatus, string> = {
  400: 'VALIDATION_ERROR: the body, query or path does not match its schema; `details` lists each problem',
  401: 'UNAUTHENTICATED: no valid session for this route',
  403: 'FORBIDDEN: wrong role, action disabled during impersonation, or a cross-origin request',
  404: 'NOT_FOUND: missing, deleted, or owned by another teacher',
  409: 'CONFLICT, INVALID_STATE or SLOT_UNAVAILABLE: a unique clash, an illegal state change or a taken slot',
  413: 'PAYLOAD_TOO_LARGE: the request body is over 1 MB',
  422: 'A business rule refuses a well-formed request; the code names the rule (e.g. DISCOUNT_EXPIRED)',
  429: 'RATE_LIMITED: too many requests; retry after the Retry-After header',
  500: 'INTERNAL: logged with the request id; the body carries no internals',
  503: 'SERVICE_UNAVAILABLE: the database or another service we depend on is not answering; retry after the Retry-After header',
};

/**
 * Which common errors a route can give: 401 only behind a session, 400 only with an input to
 * validate, 413 only with a body. The others can come from any route (limits, origin, lookups).
 */
function applies(status: CommonErrorStatus, contract: RouteContract): boolean {
  if (status === 401) return contract.auth !== 'public';
  if (status === 400) return Boolean(contract.body ?? contract.query ?? contract.params);
  if (status === 413) return Boolean(contract.body);
  return true;
}

export const errorContent = { 'application/json': { schema: ZErrorBody } };

const retryAfterHeader = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer' as const, minimum: 1 },
  },
};

export function commonErrorResponses(contract: RouteContract): [number, ZodOpenApiResponseObject][] {
  return commonErrorStatuses
    .filter((status) => applies(status, contract))
    .map((status) => [
      status,
      {
        description: errorDescriptions[status],
        content: errorContent,
        ...(status === 429 || status === 503 ? { headers: retryAfterHeader } : {}),
      },
    ]);
}
