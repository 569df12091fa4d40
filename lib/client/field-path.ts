/**
 * The form field an API detail path belongs to: `body.tagIds.2` -> `tagIds`, when `tagIds` is one of
 * `fields`; null otherwise. For `useApiForm`'s `fieldFor` when a field holds a list or an object.
 */
export function fieldOf<F extends string>(path: string, fields: Iterable<F>): F | null {
  const field = path.replace(/^body\./, '').split('.')[0] ?? '';
  for (const known of fields) if (known === field) return known;
  return null;
}
