import { createHash } from 'node:crypto';

/** The two demo teachers; the development login lists them by these ids. */
export const DEMO_TEACHER_IDS = {
  demo: '00000000-0000-4000-8000-000000000001',
  'demo-2': '00000000-0000-4000-8000-000000000002',
} as const;

export type DemoTeacherKey = keyof typeof DEMO_TEACHER_IDS;

/**
 * A fixed UUID (v4-shaped: version nibble 4, variant 8-b) derived from a name, so that every
 * seeded row keeps its id from one run to the next and a re-run updates instead of duplicating.
 */
export function stableId(...parts: Array<string | number>): string {
  const hex = createHash('sha256')
    .update(`lektio-demo:${parts.join(':')}`)
    .digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
