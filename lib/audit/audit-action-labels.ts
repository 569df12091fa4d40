import english from '@/messages/en/teacherAudit.json' with { type: 'json' };

/**
 * Every action the code records has its words in the message catalogue, under
 * `teacherAudit.actions.<area>.<verb>` (messages/<locale>/teacherAudit.json, six languages); the
 * English file is the list. `recordAudit` takes an `AuditAction`, a path of that list, so recording a
 * new action without its English words fails the type check, and the catalogue guards then ask for
 * the other five. Entries written before a key existed still read through the fallback of
 * `actionLabel` (lib/audit/audit-labels.ts).
 */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type AuditAction = Paths<typeof english.actions>;

/** Is `action` one of the worded actions (a leaf of the catalogue's `actions`, not a branch)? */
export function isAuditAction(action: string): action is AuditAction {
  let node: unknown = english.actions;
  for (const part of action.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

/** Every worded action, `area.verb` (the list the tests check the code against). */
export function auditActions(): AuditAction[] {
  const walk = (node: Record<string, unknown>, prefix: string): string[] =>
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : walk(value as Record<string, unknown>, `${prefix}${key}.`),
    );
  return walk(english.actions, '') as AuditAction[];
}
