/**
 * How the audit page words actions, entities and actors (client-safe). Actions read from the one map
 * of lib/audit/audit-action-labels.ts ("Erasure requested"); an entry whose action the map no longer
 * (or not yet) names is built from the record's noun and the verb ("Student updated"), or spelled out
 * from its name ("Session · book time first"), so no entry ever shows blank or as a raw key.
 */
import type { AuditActorType } from '@/generated/prisma/enums';
import { auditActionLabels, isAuditAction } from './audit-action-labels';

const entityNouns: Record<string, string> = {
  auth: 'Sign-in',
  availability_override: 'Availability exception',
  availability_schedule: 'Availability',
  calendar_feed: 'Calendar feed',
  cancellation_policy: 'Cancellation policy',
  contact_log: 'Contact log entry',
  dashboard: 'Dashboard',
  discount_code: 'Discount code',
  enrollment: 'Enrollment',
  legal_acceptance: 'Legal acceptance',
  legal_document: 'Legal document',
  material_folder: 'Folder',
  materials: 'Materials',
  payment: 'Payment',
  resource: 'Resource',
  review: 'Review',
  scheduled_message: 'Scheduled message',
  service: 'Service',
  session: 'Session',
  settings: 'Settings',
  student: 'Student',
  tag: 'Tag',
  teacher: 'Account',
  template: 'Lesson template',
  waitlist: 'Waitlist',
};

const verbs: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  restore: 'restored',
  archive: 'archived',
  publish: 'published',
  pause: 'paused',
  duplicate: 'duplicated',
  reorder: 'reordered',
  cancel: 'cancelled',
  complete: 'completed',
  reschedule: 'rescheduled',
  book: 'booked',
  approve: 'approved',
  hide: 'hidden',
  respond: 'answered',
  import: 'imported',
  request: 'requested',
  refund: 'refunded',
  refund_request: 'refund requested',
  dispute: 'disputed',
  activate: 'activated',
  renew: 'renewed',
  expire: 'expired',
  sign: 'signed',
  send: 'sent',
  join: 'joined',
  leave: 'left',
  offer: 'offered',
  move: 'moved',
  tag: 'tagged',
  no_show: 'marked no-show',
  erase: 'erased',
  enable: 'turned on',
  disable: 'turned off',
  rotate: 'link renewed',
  dev_login: 'development sign-in',
  idp_login: 'Google sign-in',
  magic_link_login: 'magic-link sign-in',
  impersonation_start: 'impersonation started',
  impersonation_stop: 'impersonation ended',
  sessions_end_others: 'other devices signed out',
};

const spelled = (part: string) => part.replace(/_/g, ' ');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "student.erasure_request" -> "Erasure requested"; an unknown "widget.zap" -> "Widget · zap". */
export function actionLabel(action: string): string {
  if (isAuditAction(action)) return auditActionLabels[action];
  const parts = action.split('.');
  const [entity, ...rest] = parts;
  const verb = rest.at(-1);
  if (!entity || !verb) return action;
  // Sign-ins read as what they are: "Development sign-in", "Impersonation started".
  if (entity === 'auth' && rest.length === 1 && verbs[verb]) return capitalised(verbs[verb]);
  const noun = entityNouns[entity] ?? capitalised(spelled(entity));
  const middle = rest.slice(0, -1).map(spelled).join(' ');
  const subject = middle ? `${noun} ${middle}` : noun;
  return verbs[verb] ? `${subject} ${verbs[verb]}` : `${subject} · ${spelled(verb)}`;
}

/** "contact_log" -> "Contact log entry". */
export const entityLabel = (entityType: string): string => entityNouns[entityType] ?? capitalised(spelled(entityType));

export const actorTypeLabels: Record<AuditActorType, string> = {
  teacher: 'Teacher',
  student: 'Student',
  system: 'System',
  psp: 'Payment processor',
  admin: 'Lektio support',
  payer: 'Family payer',
};

/**
 * Who did it, from the signed-in teacher's side: "You" for their own actions, a student by name
 * (`actorName`), "System" for Lektio's own jobs. Never a network address: that is a detail beside it.
 */
export function actorLabel(entry: {
  actorType: AuditActorType;
  actorIsYou: boolean;
  actorName?: string | null;
}): string {
  if (entry.actorIsYou) return 'You';
  if (entry.actorName) return entry.actorName;
  return entry.actorType === 'teacher' ? 'Another teacher' : actorTypeLabels[entry.actorType];
}

/** The "Who" filter's choices (short: they sit in a narrow select). */
export const actorFilterOptions = [
  { value: 'teacher', label: 'You' },
  { value: 'student', label: 'Students' },
  { value: 'system', label: 'Automatic' },
  { value: 'psp', label: 'Processor' },
  { value: 'admin', label: 'Support' },
  { value: 'payer', label: 'Family payers' },
] as const satisfies ReadonlyArray<{ value: AuditActorType; label: string }>;

/** The areas the filter offers, as action prefixes. */
export const auditAreaOptions = [
  { value: 'student.', label: 'Students' },
  { value: 'session.', label: 'Sessions' },
  { value: 'payment.', label: 'Payments' },
  { value: 'enrollment.', label: 'Enrollments' },
  { value: 'service.', label: 'Services' },
  { value: 'review.', label: 'Reviews' },
  { value: 'auth.', label: 'Sign-ins' },
  { value: 'settings.', label: 'Settings' },
  { value: 'materials.', label: 'Materials' },
] as const;

/** The entity types the filter offers (those the code records most). */
export const auditEntityOptions = [
  'student',
  'session',
  'service',
  'enrollment',
  'payment',
  'review',
  'discount_code',
  'teacher',
  'contact_log',
  'legal_document',
].map((value) => ({ value, label: entityLabel(value) }));
