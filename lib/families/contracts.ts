/** Route contracts of families in the teacher's CRM (issue 34, part 1). */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZAddFamilyMemberInput,
  ZCreateFamilyInput,
  ZFamily,
  ZFamilyIdParams,
  ZFamilyList,
  ZFamilyMemberParams,
  ZListFamiliesQuery,
  ZUpdateFamilyInput,
} from './schemas';

const familyMissing = { description: "NOT_FOUND: no such family of yours (another teacher's looks missing)" };
const payerTaken = { description: 'CONFLICT: another of your families has this payer e-mail' };

export const listFamiliesRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/families',
  summary:
    'Your families by name, each with its payer, members and balance; `search` over the family, payer and member names',
  tags: ['families'],
  auth: 'teacher',
  query: ZListFamiliesQuery,
  responses: { 200: { description: 'A page of families (20 by default, at most 100)', schema: ZFamilyList } },
});

export const createFamilyRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/families',
  summary: 'Create a family with its payer (name, e-mail, optional phone) and no members yet',
  tags: ['families'],
  auth: 'teacher',
  body: ZCreateFamilyInput,
  responses: { 201: { description: 'The family', schema: ZFamily }, 409: payerTaken },
});

export const getFamilyRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/families/{id}',
  summary: 'One family: its payer and members',
  tags: ['families'],
  auth: 'teacher',
  params: ZFamilyIdParams,
  responses: { 200: { description: 'The family', schema: ZFamily }, 404: familyMissing },
});

export const updateFamilyRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/families/{id}',
  summary: "Rename the family or change the payer's name, e-mail or phone",
  tags: ['families'],
  auth: 'teacher',
  params: ZFamilyIdParams,
  body: ZUpdateFamilyInput,
  responses: { 200: { description: 'The family', schema: ZFamily }, 404: familyMissing, 409: payerTaken },
});

export const deleteFamilyRoute = defineRoute({
  method: 'DELETE',
  path: '/api/teacher/families/{id}',
  summary:
    "Delete the family: its members stay your students, on their own; the payer's sign-ins end. Erasing data is a privacy erasure",
  tags: ['families'],
  auth: 'teacher',
  params: ZFamilyIdParams,
  responses: { 204: { description: 'Deleted' }, 404: familyMissing },
});

export const addFamilyMemberRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/families/{id}/members',
  summary: 'Add one of your students to the family (a student belongs to at most one family)',
  tags: ['families'],
  auth: 'teacher',
  params: ZFamilyIdParams,
  body: ZAddFamilyMemberInput,
  responses: {
    200: { description: 'The family with the new member (adding a member again changes nothing)', schema: ZFamily },
    404: { description: 'NOT_FOUND: no such family or student of yours' },
    409: { description: 'CONFLICT: the student already belongs to another family' },
  },
});

export const removeFamilyMemberRoute = defineRoute({
  method: 'DELETE',
  path: '/api/teacher/families/{id}/members/{studentId}',
  summary: "Take a student out of the family (they stay your student); the payer's sign-ins acting for them end",
  tags: ['families'],
  auth: 'teacher',
  params: ZFamilyMemberParams,
  responses: {
    204: { description: 'Removed' },
    404: { description: 'NOT_FOUND: no such member of this family of yours' },
  },
});
