'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { TrackEvent } from '@/components/analytics/track-event';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { requestTrialSessionRoute } from '@/lib/booking/trials/contracts';
import type { TTrialSessionInput } from '@/lib/booking/trials/schemas';
import { callApi } from '@/lib/client/call-api';
import { toLocale } from '@/lib/core/locale';
import { formatZoneName } from '@/lib/presentation/format';
import type { TCurrentLegalDocument } from '@/lib/legal/schemas';
import { BookingConfirmation } from './booking-confirmation';
import { BookingQuestionsFields, useBookingAnswers } from './booking-questions-fields';
import type { TBookingQuestion } from '@/lib/catalogue/booking-questions-schemas';
import { isSlotTaken, useBookingFailureMessage } from './booking-messages';
import { BookingFormError, ConsentController } from './consent-field';
import type { PickedSlot } from './slot-picker';
import { makeTrialForm, type TrialFormValues } from './trial-form-schema';
import { BookingForFields } from './booking-for-fields';
import { bookingForBody, emptyBookingFor, learnerField, learnerRefusalCodes } from './booking-for-form';

type Props = {
  teacher: { name: string; slug: string };
  serviceId: string;
  paid: boolean;
  documents: TCurrentLegalDocument[];
  picked: PickedSlot | null;
  /** The time was taken meanwhile (409): the page reloads the times and clears the choice. */
  onSlotTaken: () => void;
  /** A signed-in student's name and address, to start with. */
  defaults?: { name: string; email: string };
  /** The service's booking questions (0135). */
  questions?: TBookingQuestion[];
};

const fields = new Set(['name', 'email', 'note'] as const);
const isField = (path: string): path is 'name' | 'email' | 'note' => (fields as Set<string>).has(path);
const codeFields = Object.fromEntries(learnerRefusalCodes.map((code) => [code, 'bookingFor.email' as const]));

/** A visitor's trial request: unpaid -> "request sent"; paid -> the processor's checkout. */
export function TrialBookingForm({
  teacher,
  serviceId,
  paid,
  documents,
  picked,
  onSlotTaken,
  defaults,
  questions,
}: Props) {
  const questionAnswers = useBookingAnswers(questions);
  const t = useTranslations('booking.trial');
  const tFor = useTranslations('bookingFor');
  const locale = toLocale(useLocale());
  const bookingFailureMessage = useBookingFailureMessage();
  const schema = useMemo(
    () =>
      makeTrialForm(
        (key) => t(key),
        (key) => tFor(key),
      ),
    [t, tFor],
  );
  const [sent, setSent] = useState<{ label: string; timeZone: string; email: string } | null>(null);
  const { form, onSubmit, formError, setFormError } = useApiForm({
    schema,
    defaultValues: {
      name: defaults?.name ?? '',
      email: defaults?.email ?? '',
      note: '',
      consentAccepted: false,
      bookingFor: emptyBookingFor,
    },
    submit,
    fieldFor: (path) => (isField(path) ? path : learnerField(path)),
    codeFields,
    messageFor: (refusal) =>
      (learnerRefusalCodes as readonly string[]).includes(refusal.code)
        ? tFor('learnerTaken')
        : bookingFailureMessage(refusal),
    fallback: t('failed'),
  });
  const { errors, isSubmitting } = form.formState;

  /** Sends the request; the checkout or the "request sent" screen follows, a refusal is thrown to the form. */
  async function submit(values: TrialFormValues): Promise<void> {
    if (!picked) return setFormError(t('chooseFirst'));
    const answered = questionAnswers.collect();
    if (!answered) return;
    const body: TTrialSessionInput = {
      serviceId,
      startUtc: picked.slot.startUtc,
      timezone: picked.timeZone,
      name: values.name,
      email: values.email,
      ...(values.note ? { note: values.note } : {}),
      consentAccepted: true,
      ...answered,
      // The student's e-mails and portal will be in the language of this page.
      locale,
      ...bookingForBody(values.bookingFor),
    };
    const result = await callApi(requestTrialSessionRoute, { params: { slug: teacher.slug }, body }).catch(
      (error: unknown) => {
        if (isSlotTaken(error)) onSlotTaken();
        questionAnswers.showRefusal(error);
        throw error;
      },
    );
    if (result.status === 'checkout') return void window.location.assign(result.checkoutUrl);
    setSent({ label: picked.slot.label, timeZone: picked.timeZone, email: values.email });
  }

  if (sent) {
    return (
      <BookingConfirmation title={t('sentTitle', { teacher: teacher.name, time: sent.label })}>
        <TrackEvent slug={teacher.slug} type="booking_completed" serviceId={serviceId} />
        <p>
          {t.rich('sentBody', {
            zone: formatZoneName(sent.timeZone, locale),
            email: sent.email,
            teacher: teacher.name,
            strong: (chunks) => <span className="text-foreground font-medium">{chunks}</span>,
          })}
        </p>
      </BookingConfirmation>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('formLabel')}>
      <FormField label={t('name')} required error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label={t('email')} required error={errors.email?.message} hint={t('emailHint')}>
        <Input type="email" inputMode="email" autoComplete="email" spellCheck={false} {...form.register('email')} />
      </FormField>
      <BookingForFields form={form} />
      <FormField label={t('note')} error={errors.note?.message} hint={t('noteHint')}>
        <Textarea rows={3} maxLength={1000} {...form.register('note')} />
      </FormField>
      <BookingQuestionsFields state={questionAnswers} />
      <ConsentController control={form.control} documents={documents} teacherName={teacher.name} />
      <BookingFormError message={formError} />
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {paid ? t('pay') : t('request')}
      </Button>
      {paid ? <p className="text-muted-foreground text-xs leading-5">{t('held')}</p> : null}
    </form>
  );
}
