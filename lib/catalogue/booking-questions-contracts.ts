/** Route contracts of a service's booking questions: /api/teacher/services/{id}/questions (0135). */
import { defineRoute } from '@/lib/core/route-contract';
import { ZBookingQuestionList, ZPutBookingQuestionsInput } from './booking-questions-schemas';
import { ZServiceIdParams } from './schemas';

export const listBookingQuestionsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/services/{id}/questions',
  summary: 'The questions a booker of this service answers, in order',
  tags: ['services'],
  auth: 'teacher',
  params: ZServiceIdParams,
  responses: {
    200: { description: 'The questions (none: an empty list)', schema: ZBookingQuestionList },
    404: { description: "NOT_FOUND: no such service, or another teacher's" },
  },
});

export const replaceBookingQuestionsRoute = defineRoute({
  method: 'PUT',
  path: '/api/teacher/services/{id}/questions',
  summary:
    'Replace the questions (up to 10 `{ id?, label, kind, options?, required }`; kind short_text, long_text, single_choice with 2-10 options, or checkbox); an `id` keeps an existing question',
  tags: ['services'],
  auth: 'teacher',
  params: ZServiceIdParams,
  body: ZPutBookingQuestionsInput,
  responses: {
    200: { description: 'The questions as stored, each with its id', schema: ZBookingQuestionList },
    400: { description: 'VALIDATION_ERROR: more than 10, an empty label, options missing or repeated, an unknown id' },
    404: { description: "NOT_FOUND: no such service, or another teacher's" },
  },
});
