import { ValidationError, type ErrorDetail } from './errors';

const nul = '\u0000';

/** A path kept as a link to its parent: built into text only for the values reported. */
type Path = { parent: Path | null; key: string };
const pathText = (path: Path): string => {
  const keys: string[] = [];
  for (let at: Path | null = path; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * Walks with its own stack rather than recursion: a 1 MB body can nest arrays 500 000 deep, which
 * overflowed the call stack here (a 500) before any schema could refuse it.
 */
function collect(root: unknown, part: string, found: ErrorDetail[]): void {
  // Each entry: the value, its path, and whether the key that leads to it holds a NUL.
  const pending: [unknown, Path, boolean][] = [[root, { parent: null, key: part }, false]];
  while (pending.length) {
    const [value, path, badKey] = pending.pop()!;
    if (badKey) {
      found.push({ path: pathText(path.parent!), message: 'Field names must not contain NUL (\\u0000) characters' });
    }
    if (typeof value === 'string') {
      if (value.includes(nul))
        found.push({ path: pathText(path), message: 'Must not contain NUL (\\u0000) characters' });
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      // Pushed last to first, so they come off in order: the same order as a recursive walk.
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, inner] = entries[index]!;
        pending.push([inner, { parent: path, key }, !Array.isArray(value) && key.includes(nul)]);
      }
    }
  }
}

/**
 * PostgreSQL text cannot hold U+0000, so no string the API accepts may carry one: one rule for
 * every body, query and path value, applied before the route's own schema.
 */
export function assertNoNulCharacters(value: unknown, part: string): void {
  const found: ErrorDetail[] = [];
  collect(value, part, found);
  if (found.length) throw new ValidationError('The request contains NUL characters', found);
}
