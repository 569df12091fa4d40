/** Route contracts of booking: the teacher's cancellation policies and sessions. */
import { z } from 'zod';
import { ZPage } from '@/lib/core/pagination';
import { defineRoute } from '@/lib/core/route-contract';
import { ZListMakeupCreditsQuery, ZMakeupCredit } from './makeup/makeup-schemas';
import {
  ZCancellationPolicy,
  ZCreateFromPresetInput,
  ZCreatePolicyInput,
  ZListPoliciesQuery,
  ZPolicyIdParams,
  ZUpdatePolicyInput,
} from './policies/schemas';
import {
  maxBatchDetailIds,
  ZAddParticipantInput,
  ZNoShowParams,
  ZNoShowResult,
  ZParticipant,
  ZRemoveParticipantQuery,
  ZSessionContent,
  ZSessionContentInput,
  ZBatchDetail,
  ZBatchDetailInput,
  ZCancelledSession,
  ZCancelSessionInput,
  ZCreateTeacherSessionInput,
  ZListTeacherSessionsQuery,
  ZSessionIdParams,
  ZTeacherSessionRow,
} from './session-schemas';
import {
  ZLinkResourcesInput,
  ZLinkTemplatesInput,
  ZSessionMaterials,
  ZUnlinkResourceQuery,
  ZUnlinkTemplateQuery,
} from './session-material-schemas';

const defaultRace = { description: 'CONFLICT: another default policy was set at the same time' };

export const listCancellationPoliciesRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/cancellation-policies',
  summary:
    'Cancellation policies of the signed-in teacher, the default first, with their cancellationRules and services',
  tags: ['booking'],
  auth: 'teacher',
  query: ZListPoliciesQuery,
  responses: { 200: { description: 'A page of policies', schema: ZPage(ZCancellationPolicy) } },
});

export const createCancellationPolicyRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/cancellation-policies',
  summary:
    'Create a cancellation policy: cancellationRules in evaluation order (first match wins), each a condition ' +
    '{ field, operator, value }, an action and an optional description; reschedule limits, no-show policy. ' +
    'isDefault takes the default from the previous one',
  tags: ['booking'],
  auth: 'teacher',
  body: ZCreatePolicyInput,
  responses: { 201: { description: 'The new policy', schema: ZCancellationPolicy }, 409: defaultRace },
});

export const createPolicyFromPresetRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/cancellation-policies/from-preset',
  summary: 'Create a policy from a preset: individual_relaxed, group_strict, course_no_refund or subscription_flexible',
  tags: ['booking'],
  auth: 'teacher',
  body: ZCreateFromPresetInput,
  responses: { 201: { description: 'The new policy', schema: ZCancellationPolicy }, 409: defaultRace },
});

export const getCancellationPolicyRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/cancellation-policies/{id}',
  summary: 'One cancellation policy of the signed-in teacher',
  tags: ['booking'],
  auth: 'teacher',
  params: ZPolicyIdParams,
  responses: { 200: { description: 'The policy', schema: ZCancellationPolicy } },
});

export const updateCancellationPolicyRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/cancellation-policies/{id}',
  summary: 'Change a cancellation policy; cancellationRules, when given, replace every rule and clear preset',
  tags: ['booking'],
  auth: 'teacher',
  params: ZPolicyIdParams,
  body: ZUpdatePolicyInput,
  responses: { 200: { description: 'The updated policy', schema: ZCancellationPolicy }, 409: defaultRace },
});

export const deleteCancellationPolicyRoute = defineRoute({
  method: 'DELETE',
  path: '/api/teacher/cancellation-policies/{id}',
  summary: 'Delete a cancellation policy; services using it are detached and follow the default policy',
  tags: ['booking'],
  auth: 'teacher',
  params: ZPolicyIdParams,
  responses: { 204: { description: 'Deleted' } },
});

// ---- Teacher sessions ----

const sessionNotFound = { description: 'NOT_FOUND: no such session of the teacher' };

export const listTeacherSessionsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/sessions',
  summary: "The teacher's sessions by start, filtered by status and a start window [from, to)",
  tags: ['booking'],
  auth: 'teacher',
  query: ZListTeacherSessionsQuery,
  responses: { 200: { description: 'A page of sessions', schema: ZPage(ZTeacherSessionRow) } },
});

export const createTeacherSessionRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/sessions',
  summary:
    'Book a session of an own service for an own student; lasts the service duration; takes a credit of an ' +
    'active enrollment when there is one',
  tags: ['booking'],
  auth: 'teacher',
  body: ZCreateTeacherSessionInput,
  responses: {
    201: { description: 'The new session', schema: ZTeacherSessionRow },
    404: { description: 'NOT_FOUND: no such service or student of the teacher' },
    409: { description: 'SLOT_UNAVAILABLE: the teacher already has a session at that time' },
  },
});

export const cancelTeacherSessionRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/sessions/{id}/cancel',
  summary: 'Cancel a session; the credit is returned unless applyPolicy asks the cancellation policy to decide',
  tags: ['booking'],
  auth: 'teacher',
  params: ZSessionIdParams,
  body: ZCancelSessionInput,
  responses: {
    200: { description: 'The cancelled session and the policy outcome applied', schema: ZCancelledSession },
    404: sessionNotFound,
    409: { description: 'INVALID_STATE: the session is completed, no-show or already closed' },
    422: { description: 'POLICY_BLOCKED: the policy refuses the cancellation (applyPolicy only)' },
  },
});

export const completeTeacherSessionRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/sessions/{id}/complete',
  summary:
    'Mark a scheduled session that has started completed; consumes the scheduled credit of each enrollment involved',
  tags: ['booking'],
  auth: 'teacher',
  params: ZSessionIdParams,
  responses: {
    200: { description: 'The completed session', schema: ZTeacherSessionRow },
    404: sessionNotFound,
    409: { description: 'INVALID_STATE: only a scheduled session that has started can be completed' },
  },
});

export const batchSessionDetailRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/sessions/batch-detail',
  summary: `Every detail of up to ${maxBatchDetailIds} sessions in one query; ids not of the teacher are left out`,
  tags: ['booking'],
  auth: 'teacher',
  body: ZBatchDetailInput,
  responses: { 200: { description: 'The sessions found, by start', schema: ZBatchDetail } },
});

export const updateSessionContentRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/sessions/{id}/content',
  summary: 'Change the notes, summary, homework or meeting link of a session (any state)',
  tags: ['booking'],
  auth: 'teacher',
  params: ZSessionIdParams,
  body: ZSessionContentInput,
  responses: { 200: { description: 'The session content', schema: ZSessionContent }, 404: sessionNotFound },
});

export const markNoShowRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/sessions/{id}/no-show/{studentId}',
  summary:
    "Record a no-show of the session's primary student (the session becomes no_show) or of a participant; " +
    "applies the policy's no-show action to their credit",
  tags: ['booking'],
  auth: 'teacher',
  params: ZNoShowParams,
  responses: {
    200: { description: 'Who missed it and the outcome applied', schema: ZNoShowResult },
    404: { description: 'NOT_FOUND: no such session of the teacher, or the student is not in it' },
    409: { description: 'INVALID_STATE: the session (or participant) is not scheduled' },
  },
});

export const listSessionParticipantsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/sessions/{id}/participants',
  summary: 'Participants of a session of the teacher',
  tags: ['booking'],
  auth: 'teacher',
  params: ZSessionIdParams,
  responses: { 200: { description: 'The participants', schema: z.object({ data: z.array(ZParticipant) }) } },
});

export const addSessionParticipantRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/sessions/{id}/participants',
  summary: "Add an own student to a session, within the service's capacity; takes a credit when there is one",
  tags: ['booking'],
  auth: 'teacher',
  params: ZSessionIdParams,
  body: ZAddParticipantInput,
  responses: {
    201: { description: 'The participant', schema: ZParticipant },
    404: { description: 'NOT_FOUND: no such session or student of the teacher' },
    409: {
      description:
        'SLOT_UNAVAILABLE: the session is full; CONFLICT: the student is already in it; INVALID_STATE: closed session',
    },
  },
});

export const removeSessionParticipantRoute = defineRoute({
  method: 'DELETE',
  path: '/api/teacher/sessions/{id}/participants',
  summary: 'Take a student out of a session; a scheduled participant gets the credit back',
  tags: ['booking'],
  auth: 'teacher',
  params: ZSessionIdParams,
  query: ZRemoveParticipantQuery,
  responses: { 204: { description: 'Removed' }, 404: { description: 'NOT_FOUND: no such participant' } },
});

// ---- Session materials (linked templates and resources) ----

const materialsAnswer = {
  description: 'The templates and resources now linked to the session',
  schema: ZSessionMaterials,
};

export const linkSessionTemplatesRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/sessions/{id}/templates',
  summary:
    'Apply lesson templates (1-20) to a session: links them and their resources, counts one use each, ' +
    "snapshots the template version, fills the session's empty meeting link, notes and summary; repeats change nothing",
  tags: ['booking'],
  auth: 'teacher',
  params: ZSessionIdParams,
  body: ZLinkTemplatesInput,
  responses: {
    200: materialsAnswer,
    404: {
      description:
        "NOT_FOUND: no such session of the teacher, or a template is missing, deleted or another teacher's (nothing linked)",
    },
  },
});

export const unlinkSessionTemplateRoute = defineRoute({
  method: 'DELETE',
  path: '/api/teacher/sessions/{id}/templates',
  summary: 'Take a template off a session (usage counts, snapshots and the resources it brought stay)',
  tags: ['booking'],
  auth: 'teacher',
  params: ZSessionIdParams,
  query: ZUnlinkTemplateQuery,
  responses: { 200: materialsAnswer, 404: { description: 'NOT_FOUND: no such session of the teacher, or not linked' } },
});

export const linkSessionResourcesRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/sessions/{id}/resources',
  summary: 'Link resources (1-50) to a session; each newly linked resource counts one use; repeats change nothing',
  tags: ['booking'],
  auth: 'teacher',
  params: ZSessionIdParams,
  body: ZLinkResourcesInput,
  responses: {
    200: materialsAnswer,
    404: {
      description:
        "NOT_FOUND: no such session of the teacher, or a resource is missing, deleted or another teacher's (nothing linked)",
    },
  },
});

export const unlinkSessionResourceRoute = defineRoute({
  method: 'DELETE',
  path: '/api/teacher/sessions/{id}/resources',
  summary: 'Take a resource off a session (its usage count stays)',
  tags: ['booking'],
  auth: 'teacher',
  params: ZSessionIdParams,
  query: ZUnlinkResourceQuery,
  responses: { 200: materialsAnswer, 404: { description: 'NOT_FOUND: no such session of the teacher, or not linked' } },
});

export const listMakeupCreditsRoute = defineRoute({
  method: 'GET',
  path: '/api/student/makeup-credits',
  summary:
    "The signed-in student's open make-up credits (monthly tuition, decision 0155), the soonest to expire first; " +
    'each books into any free time of its service through the booking route with `makeupCreditId`',
  tags: ['booking'],
  auth: 'student',
  query: ZListMakeupCreditsQuery,
  responses: { 200: { description: 'A page of open make-up credits', schema: ZPage(ZMakeupCredit) } },
});
