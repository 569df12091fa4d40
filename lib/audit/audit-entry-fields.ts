import type { Prisma } from '@/lib/core/db';
import type { TAuditLogEntry } from './schemas';

export const auditEntrySelect = {
  id: true,
  actorType: true,
  actorId: true,
  action: true,
  category: true,
  entityType: true,
  entityId: true,
  changes: true,
  metadata: true,
  ipAddress: true,
  userAgent: true,
  requestId: true,
  createdAt: true,
} as const satisfies Prisma.AuditLogSelect;

type AuditEntryRow = Prisma.AuditLogGetPayload<{ select: typeof auditEntrySelect }>;

/**
 * Another actor's address cut to its network: enough to tell "the same place" from "somewhere else",
 * not enough to single out a student's (or support's) connection. IPv4 keeps /24, IPv6 keeps /48.
 * An IPv4 address written as IPv6 (`::ffff:203.0.113.7`) is read as IPv4; a network that says nothing
 * (`::1`, the machine itself, would read `::/48`) is none.
 */
export function maskIpAddress(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/i, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  if (ip.includes(':')) {
    const groups = ip.split('::')[0]!.split(':').filter(Boolean);
    return groups.length ? `${groups.slice(0, 3).join(':')}::/48` : null;
  }
  return null;
}

const asObject = (value: Prisma.JsonValue) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * An entry as the teacher reads it: who acted by name (a student's from `studentNames`), their own
 * IP address and browser in full, anyone else's not.
 */
export function toAuditLogEntry(
  row: AuditEntryRow,
  teacherId: string,
  studentNames: ReadonlyMap<string, string> = new Map(),
): TAuditLogEntry {
  const actorIsYou = row.actorType === 'teacher' && row.actorId === teacherId;
  return {
    id: row.id,
    actorType: row.actorType,
    actorId: row.actorId,
    actorIsYou,
    actorName: row.actorType === 'student' && row.actorId ? (studentNames.get(row.actorId) ?? null) : null,
    action: row.action,
    category: row.category,
    entityType: row.entityType,
    entityId: row.entityId,
    changes: asObject(row.changes) as TAuditLogEntry['changes'],
    metadata: asObject(row.metadata),
    ipAddress: actorIsYou ? row.ipAddress : maskIpAddress(row.ipAddress),
    userAgent: actorIsYou ? row.userAgent : null,
    requestId: row.requestId,
    createdAt: row.createdAt.toISOString(),
  };
}
