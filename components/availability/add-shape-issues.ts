import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  set,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type ResolverOptions,
  type ResolverResult,
} from 'react-hook-form';
import type { z } from 'zod';
import { friendlyIssueMessage } from '@/components/catalogue/friendly-issue-message';

type Issue = { path: string; message: string };

/**
 * Zod skips an object's refinements while any of its fields is invalid, so a form would show "the
 * end must be after the start" only once the name is filled in. Adding the schema's own pure shape
 * checks to a failed result shows every problem at the first submit; a field keeps its first error.
 */
export function addShapeIssues<V extends FieldValues, O>(
  result: ResolverResult<V, O>,
  issues: Issue[],
): ResolverResult<V, O> {
  const errors = result.errors as FieldErrors<FieldValues>;
  if (Object.keys(errors).length === 0) return result;
  for (const { path, message } of issues) {
    // A row with its own error (e.g. a time typed as "9h") would compare nonsense: leave it alone.
    const row = /^(\w+\.\d+)\./.exec(path)?.[1];
    if (get(errors, path) || (row && get(errors, row))) continue;
    set(errors, path, { type: 'custom', message });
  }
  return { values: {}, errors } as ResolverResult<V, O>;
}

/**
 * A form resolver that applies the API's own schema to the body the form will send
 * (`toInput(values)`), so the issue paths are the form's field names, and adds the schema's shape
 * checks (see addShapeIssues) when anything fails.
 */
export function shapeResolver<V extends FieldValues, S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  toInput: (values: V) => z.output<S>,
  shapeIssues: (input: z.output<S>) => Issue[],
): Resolver<V, unknown, z.output<S>> {
  const validate = zodResolver(schema, { error: friendlyIssueMessage });
  return async (values, context, options) => {
    const input = toInput(values);
    // The body is already in the output shape; the schema reads it as its input.
    const result = await validate(input as z.input<S>, context, options as unknown as ResolverOptions<z.input<S>>);
    return addShapeIssues(result as unknown as ResolverResult<V, z.output<S>>, shapeIssues(input));
  };
}
