/** Field names whose values are personal data: the audit log keeps that they changed, not what to. */
const piiFields = new Set([
  'email',
  'phone',
  'notes',
  'note',
  'goals',
  'bio',
  'address',
  'avatarUrl',
  'reviewerName',
  'reviewerEmail',
  'reviewerAvatarUrl',
  'studentName',
  'studentEmail',
  'firstName',
  'lastName',
  'fullName',
  'signerName',
  // Free text a student or teacher typed about a lesson: it can name anyone (decision 0063).
  'cancellationReason',
  'rejectionReason',
  'ipAddress',
  'userAgent',
  'token',
  'tokenHash',
  'password',
  'encryptedRefreshToken',
]);

/** Personal only on records about a person or written about one: a service's name is not PII. */
const personalFieldsByEntity: Record<string, readonly string[]> = {
  student: ['name'],
  teacher: ['name'],
  review: ['content', 'teacherResponse'],
  session: ['teacherNotes', 'homework', 'summary'],
  contact_log: ['note'],
  // A family's name is often the payer's surname (issue 34).
  family: ['name', 'payerName', 'payerEmail', 'payerPhone'],
};

/** Secrets by name, whatever the record: feed tokens, refresh tokens, API secrets, password hashes. */
const secretField = /token|secret|password/i;

const isPersonal = (field: string, entityType?: string) =>
  piiFields.has(field) ||
  secretField.test(field) ||
  (entityType !== undefined && (personalFieldsByEntity[entityType]?.includes(field) ?? false));

export const redacted = '[redacted]';
export type FieldChange = { old: unknown; new: unknown };
export type Changes = Record<string, FieldChange>;

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : JSON.stringify(value ?? null));
const safe = (field: string, value: unknown, entityType?: string) =>
  isPersonal(field, entityType) && value !== null && value !== undefined
    ? redacted
    : value instanceof Date
      ? value.toISOString()
      : value;

/**
 * Field-level diff from `before` to `after` (either may be absent for create/delete); only
 * changed fields appear, and personal data is replaced by `[redacted]`.
 */
export function diffChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  entityType?: string,
): Changes {
  const changes: Changes = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (field === 'updatedAt' || field === 'createdAt') continue;
    const oldValue = before?.[field];
    const newValue = after?.[field];
    if (comparable(oldValue) === comparable(newValue)) continue;
    changes[field] = { old: safe(field, oldValue ?? null, entityType), new: safe(field, newValue ?? null, entityType) };
  }
  return changes;
}

export const redactMetadata = (metadata: Record<string, unknown> | undefined, entityType?: string) =>
  metadata && Object.fromEntries(Object.entries(metadata).map(([key, value]) => [key, safe(key, value, entityType)]));
