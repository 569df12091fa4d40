import type { NextRequest } from 'next/server';
import { serve } from 'inngest/next';
import { inngest, isInngestConfigured } from '@/inngest/client';
import { functions } from '@/inngest';
import type { ErrorBody } from '@/lib/core/error-response';

// Inngest (cloud, self-hosted or a dev server) calls this endpoint to sync and run functions.
const handlers = serve({ client: inngest, functions });

type InngestHandler = (req: NextRequest, context: unknown) => Promise<Response>;

/** Embedded mode runs jobs in process (lib/jobs/in-process-runner.ts): nothing to serve here. */
const onlyWhenConfigured =
  (handler: InngestHandler): InngestHandler =>
  async (req, context) => {
    if (isInngestConfigured()) return handler(req, context);
    const body: ErrorBody = { error: { code: 'NOT_FOUND', message: 'Inngest is not configured; jobs run in process' } };
    return Response.json(body, { status: 404 });
  };

export const GET = onlyWhenConfigured(handlers.GET);
export const POST = onlyWhenConfigured(handlers.POST);
export const PUT = onlyWhenConfigured(handlers.PUT);
