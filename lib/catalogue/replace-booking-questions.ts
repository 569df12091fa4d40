import 'server-only';
import { randomUUID } from 'node:crypto';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError, ValidationError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { readBookingQuestions } from './booking-questions-fields';
import type { TBookingQuestion, TPutBookingQuestionsInput } from './booking-questions-schemas';
import { ownServiceWhere } from './teacher-service-fields';

type ReplaceBookingQuestions = {
  teacherId: string;
  serviceId: string;
  input: TPutBookingQuestionsInput;
  meta?: RequestMeta;
};

/**
 * PUT /api/teacher/services/:id/questions: the list replaces the service's questions, in its order.
 * A question with an `id` keeps it (answers already given keep pointing at it); the id must be one
 * of the service's questions (400 otherwise: ids are not invented by the client); a question
 * without one gets a new id. Options are kept on choices only. Another teacher's service is 404.
 * Answers already stored keep the label they were asked with (0135).
 */
export async function replaceBookingQuestions({
  teacherId,
  serviceId,
  input,
  meta,
}: ReplaceBookingQuestions): Promise<TBookingQuestion[]> {
  return transaction(async (tx) => {
    const service = await tx.service.findFirst({
      where: ownServiceWhere(teacherId, serviceId),
      select: { bookingQuestions: true },
    });
    if (!service) throw new NotFoundError('Service');
    const before = readBookingQuestions(service.bookingQuestions);
    const known = new Set(before.map((question) => question.id));
    const unknown = input.questions.flatMap((question, index) =>
      question.id && !known.has(question.id)
        ? [{ path: `questions.${index}.id`, message: 'Not a question of this service; leave the id out for a new one' }]
        : [],
    );
    if (unknown.length) throw new ValidationError('The request is not valid', unknown);
    const questions: TBookingQuestion[] = input.questions.map((question) => ({
      id: question.id ?? randomUUID(),
      label: question.label,
      kind: question.kind,
      ...(question.kind === 'single_choice' ? { options: question.options ?? [] } : {}),
      required: question.required,
    }));
    await tx.service.update({ where: { id: serviceId }, data: { bookingQuestions: questions } });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'service.questions.replace',
      entity: { type: 'service', id: serviceId },
      before: { questions: before },
      after: { questions },
      request: meta,
    });
    return questions;
  });
}
