import { z } from 'zod';
import { defineRoute } from '@/lib/core/route-contract';

export const ZStudentIdParams = z.object({ id: z.uuid() }).strict();

export const impersonateStudentRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/students/{id}/impersonate',
  summary: 'See the portal as one of your students (a fixed 30-minute student session)',
  tags: ['students'],
  auth: 'teacher',
  params: ZStudentIdParams,
  responses: {
    200: { description: 'Student session set; teacher session kept', schema: z.object({ redirectTo: z.string() }) },
  },
});
