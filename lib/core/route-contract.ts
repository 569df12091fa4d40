import type { z } from 'zod';
import type { RateLimitName } from './rate-limit';

export type RouteAuth = 'public' | 'teacher' | 'student' | 'session';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RouteResponse = { description: string; schema?: z.ZodType; contentType?: string };

/**
 * Everything a route promises, declared once: the wrapper parses with these schemas and the
 * OpenAPI document (`/api/openapi.json`) is generated from the same objects.
 */
export interface RouteContract<A extends RouteAuth = RouteAuth> {
  method: HttpMethod;
  /** OpenAPI form: `/api/teacher/services/{id}`. */
  path: string;
  summary: string;
  tags: string[];
  auth: A;
  /** A per-IP limit from the spec's Limits table; authenticated routes also count per session. */
  rateLimit?: RateLimitName;
  /** Refused (403) while a teacher holds the student session (spec: mood and review actions). */
  blockedDuringImpersonation?: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  responses: Record<number, RouteResponse>;
}

export const defineRoute = <const C extends RouteContract>(contract: C): C => contract;

/** Error responses every contract may produce, added to the document once. */
export const commonErrorStatuses = [400, 401, 403, 404, 409, 413, 422, 429, 500, 503] as const;
