import { z } from 'zod';
import { defineRoute } from '@/lib/core/route-contract';

export const healthRoute = defineRoute({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness: the process answers (no database round trip)',
  tags: ['system'],
  auth: 'public',
  responses: {
    200: { description: 'The process is alive', schema: z.object({ status: z.literal('ok') }) },
  },
});

export const readinessRoute = defineRoute({
  method: 'GET',
  path: '/api/health/ready',
  summary: 'Readiness: the database answers and the process is not shutting down',
  tags: ['system'],
  auth: 'public',
  responses: {
    200: {
      description: 'Ready for traffic',
      schema: z.object({
        status: z.literal('ready'),
        database: z.literal('ok'),
        latencyMs: z.number(),
      }),
    },
    503: { description: 'SERVICE_UNAVAILABLE: the database is not answering, or the process is shutting down' },
  },
});
