/** A value of Stripe's form encoding once nested: strings at the leaves, objects and arrays above. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/**
 * Parses the processor's wire format for request parameters (`a[b][0][c]=v`, as the SDK writes it)
 * into nested objects; numeric segments make arrays.
 */
export function parseFormBody(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    assign(root, path, value);
  }
  return root;
}

function assign(target: FormObject | FormValue[], path: string[], value: string) {
  const [head, ...rest] = path;
  if (head === undefined) return;
  const slot = Array.isArray(target) ? Number(head) : head;
  const container = target as Record<string | number, FormValue>;
  if (rest.length === 0) {
    container[slot] = value;
    return;
  }
  const existing = container[slot];
  const child = typeof existing === 'object' ? existing : /^\d+$/.test(rest[0] ?? '') ? [] : {};
  container[slot] = child;
  assign(child, rest, value);
}

/** Reads a leaf by path (`field(body, 'line_items', '0', 'quantity')`), undefined when absent. */
export function field(body: FormValue | undefined, ...path: string[]): string | undefined {
  let current: FormValue | undefined = body;
  for (const segment of path) {
    if (current === undefined || typeof current === 'string') return undefined;
    current = Array.isArray(current) ? current[Number(segment)] : current[segment];
  }
  return typeof current === 'string' ? current : undefined;
}

/** A flat string map (metadata) by path, {} when absent. */
export function stringMap(body: FormValue | undefined, ...path: string[]): Record<string, string> {
  let current: FormValue | undefined = body;
  for (const segment of path) {
    if (current === undefined || typeof current === 'string') return {};
    current = Array.isArray(current) ? current[Number(segment)] : current[segment];
  }
  if (!current || typeof current === 'string' || Array.isArray(current)) return {};
  return Object.fromEntries(
    Object.entries(current).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
