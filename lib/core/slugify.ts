/**
 * Text as a slug that fits `^[a-z0-9-]+$`: accents dropped, everything else one hyphen ("José Núñez"
 * -> "jose-nunez"); empty when nothing usable remains. Client-safe, so an editor can propose the same
 * slug the server would. `maxLength` cuts before the edge hyphens are trimmed.
 */
export function slugify(text: string, maxLength = Infinity): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}
