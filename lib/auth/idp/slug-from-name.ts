import { slugify } from '@/lib/core/slugify';

/** Longest slug we derive; long enough for a full name, short enough for a readable public URL. */
const maxSlugLength = 48;

/**
 * A teacher slug candidate from a display name. Empty when nothing usable remains (e.g. a name in a
 * non-Latin script); the caller falls back to another source.
 */
export const slugFromName = (name: string): string => slugify(name, maxSlugLength);
