import type { FakeDriveFile } from './google-drive';

// How the fake Drive reads request bodies and the `q` of files.list.

/** The file metadata of a create, copy or update request (JSON body). */
export function fileBody(body: string): Partial<FakeDriveFile> {
  const parsed = (body ? JSON.parse(body) : {}) as Partial<FakeDriveFile>;
  const { name, mimeType, trashed, parents, appProperties } = parsed;
  return Object.fromEntries(
    Object.entries({ name, mimeType, trashed, parents, appProperties }).filter(([, value]) => value !== undefined),
  );
}

/** The `q` terms joined by `and` that the app sends; an unknown term matches nothing. */
export function matchesQuery(q: string) {
  const terms = q.split(/ and (?![^{]*})/).map((term) => term.trim());
  return (file: FakeDriveFile) =>
    terms.every((term) => {
      if (term === 'trashed = false') return !file.trashed;
      const parent = /^'([^']+)' in parents$/.exec(term);
      if (parent) return file.parents?.includes(parent[1]!) ?? false;
      const property = /^appProperties has \{ key='([^']+)' and value='([^']+)' \}$/.exec(term);
      if (property) return file.appProperties?.[property[1]!] === property[2];
      const mime = /^mimeType = '([^']+)'$/.exec(term);
      if (mime) return file.mimeType === mime[1];
      // Name search is Google's full-text matching; the fake lists every name.
      return term.startsWith('name contains ');
    });
}
