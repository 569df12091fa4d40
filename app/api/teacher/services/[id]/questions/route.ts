import { listBookingQuestionsRoute, replaceBookingQuestionsRoute } from '@/lib/catalogue/booking-questions-contracts';
import { listBookingQuestions } from '@/lib/catalogue/list-booking-questions';
import { replaceBookingQuestions } from '@/lib/catalogue/replace-booking-questions';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(listBookingQuestionsRoute, async ({ teacher, params }) => ({
  data: await listBookingQuestions({ teacherId: teacher.id, serviceId: params.id }),
}));

export const PUT = withTeacher(replaceBookingQuestionsRoute, async ({ teacher, params, body, meta }) => ({
  data: await replaceBookingQuestions({ teacherId: teacher.id, serviceId: params.id, input: body, meta }),
}));
