/**
 * How the audit page words actions, entities and actors (client-safe), in the reader's language:
 * every function takes the translator of the `teacherAudit` namespace (`useTranslations` /
 * `getTranslations`). Actions read from the catalogue (`actions.<area>.<verb>`, "Erasure requested");
 * an entry whose action the catalogue no longer (or not yet) names is built from the record's noun
 * and the verb ("Student updated"), or spelled out from its name ("Session · book time first"), so no
 * entry ever shows blank or as a raw key.
 */
import type { AuditActorType } from '@/generated/prisma/enums';
import { isAuditAction } from './audit-action-labels';

/** The `teacherAudit` translator (next-intl's `t`, or lib/i18n/translator's). */
export type AuditWords = (key: string, values?: Record<string, string | number>) => string;

const entityNouns = new Set([
  'auth',
  'availability_override',
  'availability_schedule',
  'calendar_feed',
  'cancellation_policy',
  'contact_log',
  'dashboard',
  'discount_code',
  'enrollment',
  'legal_acceptance',
  'legal_document',
  'material_folder',
  'materials',
  'payment',
  'resource',
  'review',
  'scheduled_message',
  'service',
  'session',
  'settings',
  'student',
  'tag',
  'teacher',
  'template',
  'waitlist',
]);

const verbs = new Set([
  'create',
  'update',
  'delete',
  'restore',
  'archive',
  'publish',
  'pause',
  'duplicate',
  'reorder',
  'cancel',
  'complete',
  'reschedule',
  'book',
  'approve',
  'hide',
  'respond',
  'import',
  'request',
  'refund',
  'refund_request',
  'dispute',
  'activate',
  'renew',
  'expire',
  'sign',
  'send',
  'join',
  'leave',
  'offer',
  'move',
  'tag',
  'no_show',
  'erase',
  'enable',
  'disable',
  'rotate',
  'dev_login',
  'idp_login',
  'magic_link_login',
  'impersonation_start',
  'impersonation_stop',
  'sessions_end_others',
]);

/** The keys the catalogue words (the tests check each is in every locale). */
export const auditEntityKeys = [...entityNouns];
export const auditVerbKeys = [...verbs];

const spelled = (part: string) => part.replace(/_/g, ' ');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "student.erasure_request" -> "Erasure requested"; an unknown "widget.zap" -> "Widget · zap". */
export function actionLabel(action: string, t: AuditWords): string {
  if (isAuditAction(action)) return t(`actions.${action}`);
  const parts = action.split('.');
  const [entity, ...rest] = parts;
  const verb = rest.at(-1);
  if (!entity || !verb) return action;
  // Sign-ins read as what they are: "Development sign-in", "Impersonation started".
  if (entity === 'auth' && rest.length === 1 && verbs.has(verb)) return capitalised(t(`verbs.${verb}`));
  const noun = entityLabel(entity, t);
  const middle = rest.slice(0, -1).map(spelled).join(' ');
  const subject = middle ? `${noun} ${middle}` : noun;
  return verbs.has(verb)
    ? t('labels.built', { subject, verb: t(`verbs.${verb}`) })
    : t('labels.unknownVerb', { subject, verb: spelled(verb) });
}

/** "contact_log" -> "Contact log entry"; a type the catalogue does not name is spelled out ("Drive file"). */
export const entityLabel = (entityType: string, t: AuditWords): string =>
  entityNouns.has(entityType) ? t(`entities.${entityType}`) : capitalised(spelled(entityType));

/** What kind of actor a named one is ("Student", "Payment processor"). */
export const actorTypeLabel = (actorType: AuditActorType, t: AuditWords): string => t(`actors.${actorType}`);

/**
 * Who did it, from the signed-in teacher's side: "You" for their own actions, a student by name
 * (`actorName`), "System" for Lektio's own jobs. Never a network address: that is a detail beside it.
 */
export function actorLabel(
  entry: { actorType: AuditActorType; actorIsYou: boolean; actorName?: string | null },
  t: AuditWords,
): string {
  if (entry.actorIsYou) return t('labels.you');
  if (entry.actorName) return entry.actorName;
  return entry.actorType === 'teacher' ? t('labels.anotherTeacher') : actorTypeLabel(entry.actorType, t);
}

/** The "Who" filter's choices (short: they sit in a narrow select). */
export const actorFilterOptions = (t: AuditWords) =>
  (['teacher', 'student', 'system', 'psp', 'admin', 'payer'] as const satisfies readonly AuditActorType[]).map(
    (value) => ({ value, label: t(`actorFilter.${value}`) }),
  );

/** The areas the filter offers, as action prefixes. */
export const auditAreaOptions = (t: AuditWords) =>
  (['student', 'session', 'payment', 'enrollment', 'service', 'review', 'auth', 'settings', 'materials'] as const).map(
    (area) => ({ value: `${area}.`, label: t(`areas.${area}`) }),
  );

/** The entity types the filter offers (those the code records most). */
export const auditEntityOptions = (t: AuditWords) =>
  [
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
  ].map((value) => ({ value, label: entityLabel(value, t) }));
