/** Lifecycle metadata is written as an object; anything else stored by hand is wrapped, never dropped. */
export function lifecycleMetadata(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return { value };
}
