import type { SimulatedDriveFile } from './drive-state';

// How the simulated Drive reads request bodies and the `q` of files.list.

/** The file metadata of a create, copy or update request (JSON body). */
export function fileBody(body: string): Partial<SimulatedDriveFile> {
  const parsed = (body ? JSON.parse(body) : {}) as Partial<SimulatedDriveFile>;
  const { name, mimeType, trashed, parents, appProperties } = parsed;
  return Object.fromEntries(
    Object.entries({ name, mimeType, trashed, parents, appProperties }).filter(([, value]) => value !== undefined),
  );
}

/** The `q` terms joined by `and` that the app sends; an unknown term matches nothing. */
export function matchesQuery(q: string) {
  const terms = q.split(/ and (?![^{]*})/).map((term) => term.trim());
  return (file: SimulatedDriveFile) =>
    terms.every((term) => {
      if (term === 'trashed = false') return !file.trashed;
      const parent = /^'([^']+)' in parents$/.exec(term);
      if (parent) return file.parents?.includes(parent[1]!) ?? false;
      const property = /^appProperties has \{ key='([^']+)' and value='([^']+)' \}$/.exec(term);
      if (property) return file.appProperties?.[property[1]!] === property[2];
      const mime = /^mimeType = '([^']+)'$/.exec(term);
      if (mime) return file.mimeType === mime[1];
      // Name search is Google's full-text matching; the simulator lists every name.
      return term.startsWith('name contains ');
    });
}

/** Only the fields asked for, as Drive answers with `fields=`. */
export function pickFields(file: SimulatedDriveFile, fields: string | null): Record<string, unknown> {
  if (!fields) return { id: file.id, name: file.name, mimeType: file.mimeType, kind: 'drive#file' };
  const wanted = fields.split(',').map((field) => field.trim());
  return Object.fromEntries(
    wanted.filter((field) => field in file).map((field) => [field, file[field as keyof SimulatedDriveFile]]),
  );
}
