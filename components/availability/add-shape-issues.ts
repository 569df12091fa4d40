import { get, set, type FieldErrors, type FieldValues, type ResolverResult } from 'react-hook-form';

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
