import { z } from 'zod';
import { defineRoute } from '@/lib/core/route-contract';

export const healthRoute = defineRoute({
  method: 'GET',
  path: '/api/health',
  summary: 'Health check: the app and its database',
  tags: ['system'],
  auth: 'public',
  responses: {
    200: {
      description: 'Healthy',
      schema: z.object({
        status: z.literal('ok'),
        database: z.object({ status: z.literal('ok'), latencyMs: z.number() }),
      }),
    },
    503: { description: 'The database is not answering' },
  },
});
