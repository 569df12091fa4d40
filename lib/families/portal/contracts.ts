import { defineRoute } from '@/lib/core/route-contract';
import { ZPayerFamily, ZSwitchMemberInput } from './schemas';

const tags = ['families'];

export const getPayerFamilyRoute = defineRoute({
  method: 'GET',
  path: '/api/student/family',
  summary: "The signed-in payer's family: its members and the one the portal acts for now (issue 34)",
  tags,
  auth: 'student',
  responses: {
    200: { description: 'The family', schema: ZPayerFamily },
    404: { description: 'NOT_FOUND: the session is not a payer session (a student signed in as themselves)' },
  },
});

export const switchFamilyMemberRoute = defineRoute({
  method: 'POST',
  path: '/api/student/family/switch',
  summary: "Act for another member of the payer's family: every `/api/student/*` route answers for them from now on",
  tags,
  auth: 'student',
  body: ZSwitchMemberInput,
  responses: {
    200: { description: 'The family, acting for the chosen member', schema: ZPayerFamily },
    404: { description: 'NOT_FOUND: not a payer session, or the student is not a member of this family' },
  },
});
