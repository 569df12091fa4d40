import { useTranslations } from 'next-intl';
import type { TStoredBookingAnswer } from '@/lib/catalogue/booking-questions-schemas';

/** The booker's answers to a service's questions, each under the question as it was asked (0135). */
export function BookingAnswers({ answers }: { answers: readonly TStoredBookingAnswer[] }) {
  const t = useTranslations('teacherSessionTools.answers');
  if (answers.length === 0) return null;
  return (
    <dl className="space-y-3 text-sm" aria-label={t('label')}>
      {answers.map((answer) => (
        <div key={answer.questionId}>
          <dt className="text-muted-foreground">{answer.label}</dt>
          <dd className="font-medium break-words whitespace-pre-line">
            {typeof answer.answer === 'boolean' ? t(answer.answer ? 'yes' : 'no') : answer.answer}
          </dd>
        </div>
      ))}
    </dl>
  );
}
