import type { InngestFunction } from 'inngest';
import type { JobEvent } from './in-process-steps';

// How the in-process runner reads a function's `cancelOn` (Inngest's cancellation of running runs).

/** One cancellation rule: an event of `event` cancels a run whose triggering event has the same value at `path`. */
export type CancelRule = { event: string; path: string };

export class RunCancelledError extends Error {
  constructor(readonly byEvent: string) {
    super(`The run was cancelled by the event ${byEvent}`);
    this.name = 'RunCancelledError';
  }
}

/** `event.data.x == async.data.x` (either order): the one `if` form that is a plain field match. */
const equalFields = /^\s*(event|async)\.([\w.]+)\s*==\s*(event|async)\.([\w.]+)\s*$/;

function pathOf(fnId: string, rule: { match?: string; if?: string }): string {
  if (rule.match) return rule.match;
  const parts = rule.if ? equalFields.exec(rule.if) : null;
  if (parts && parts[1] !== parts[3] && parts[2] === parts[4]) return parts[2]!;
  // Other CEL expressions only Inngest evaluates; cancelling every run instead would be wrong.
  throw new Error(`Inngest function ${fnId}: this cancelOn condition cannot run in process (${rule.if ?? 'none'})`);
}

/**
 * The function's `cancelOn` as rules. Supported: `match: 'data.x'` and `if: 'event.data.x == async.data.x'`;
 * anything else (another expression, a timeout) is refused at start-up rather than misapplied.
 */
export function cancelRulesOf(fn: InngestFunction.Any): CancelRule[] {
  const rules = fn.opts.cancelOn ?? [];
  return rules.map((rule) => {
    if (rule.timeout !== undefined)
      throw new Error(`Inngest function ${fn.opts.id}: a cancelOn timeout cannot run in process`);
    const event = typeof rule.event === 'string' ? rule.event : rule.event.name;
    return { event, path: pathOf(fn.opts.id, rule) };
  });
}

const valueAt = (event: JobEvent, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? Reflect.get(value, key) : undefined), event);

/**
 * Whether `incoming` cancels a run started by `trigger`: a rule names the incoming event, and both
 * events carry the same value at the rule's path. A missing value matches nothing (never every run).
 */
export function cancels(rules: readonly CancelRule[], trigger: JobEvent, incoming: JobEvent): boolean {
  return rules.some((rule) => {
    if (rule.event !== incoming.name) return false;
    const expected = valueAt(trigger, rule.path);
    return expected !== undefined && expected !== null && expected === valueAt(incoming, rule.path);
  });
}
