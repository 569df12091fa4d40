/**
 * A service name as a slug that fits `^[a-z0-9-]+$`: accents dropped, everything else a hyphen.
 * Client-safe, so the editor can propose the same slug the server would.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
