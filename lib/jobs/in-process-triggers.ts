import { randomUUID } from 'node:crypto';
import type { InngestFunction } from 'inngest';
import type { InProcessContext, JobEvent, JobEventInput } from './in-process-steps';

// How the in-process runner reads Inngest function objects: their handler, crons and event names.

type Handler = (ctx: InProcessContext) => Promise<unknown>;

/**
 * inngest 4.24 keeps the handler given to `createFunction` in the function's private `fn` field;
 * @inngest/test reaches into the same internals. Checked at registration so a change in the SDK
 * fails at start-up (and in the runner's tests), not at the first run.
 */
export function handlerOf(fn: InngestFunction.Any): Handler {
  const handler: unknown = Reflect.get(fn, 'fn');
  if (typeof handler !== 'function')
    throw new Error(`Inngest function ${fn.opts.id} has no handler the in-process runner can call`);
  return async (ctx) => {
    const result: unknown = await handler.call(fn, ctx);
    return result;
  };
}

/** Inngest crons may start with `TZ=Europe/Paris `; croner takes the zone as an option instead. */
export function parseCron(expression: string): { pattern: string; timezone?: string } {
  const match = /^(?:CRON_)?TZ=(\S+)\s+(.+)$/.exec(expression.trim());
  return match?.[1] && match[2] ? { timezone: match[1], pattern: match[2] } : { pattern: expression.trim() };
}

export const eventMatches = (pattern: string, name: string) =>
  pattern === name || (pattern.endsWith('*') && name.startsWith(pattern.slice(0, -1)));

export const toEvent = ({ name, data = {}, id = randomUUID(), ts = Date.now() }: JobEventInput): JobEvent => ({
  name,
  data,
  id,
  ts,
});
