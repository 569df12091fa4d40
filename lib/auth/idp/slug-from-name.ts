/** Longest slug we derive; long enough for a full name, short enough for a readable public URL. */
const maxSlugLength = 48;

/**
 * A slug candidate from a display name: ASCII letters and digits joined by single dashes, so it
 * always fits `^[a-z0-9-]+$` ("José Núñez" -> "jose-nunez"). Empty when nothing usable remains
 * (e.g. a name in a non-Latin script); the caller falls back to another source.
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxSlugLength)
    .replace(/^-+|-+$/g, '');
}
