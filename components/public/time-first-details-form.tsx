'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { BookingForFields } from '@/components/booking/booking-for-fields';
import { emptyBookingFor, learnerField, learnerRefusalCodes } from '@/components/booking/booking-for-form';
import { BookingFormError, ConsentController } from '@/components/booking/consent-field';
import { isSlotTaken } from '@/components/booking/booking-messages';
import type { PickedSlot } from '@/components/booking/slot-picker';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { bookTimeFirstRoute } from '@/lib/booking/time-first/contracts';
import type { TTimeFirstBookingInput, TTimeFirstBookingResult } from '@/lib/booking/time-first/schemas';
import { callApi } from '@/lib/client/call-api';
import type { TCurrentLegalDocument } from '@/lib/legal/schemas';
import { useEnrollFailureMessage } from './enroll-messages';
import { BookingQuestionsFields, useBookingAnswers } from '@/components/booking/booking-questions-fields';
import type { TBookingQuestion } from '@/lib/catalogue/booking-questions-schemas';
import { buyerCodeFields } from './buyer-code-fields';
import { timeFirstFormSchema, type TimeFirstFormValues } from './time-first-form-schema';

export type TimeFirstViewer = { kind: 'student'; name: string; email: string } | { kind: 'visitor' };

type Props = {
  teacher: { name: string; slug: string };
  serviceSlug: string;
  priceLabel: string;
  /** Post-paid and monthly: booked at once, paid later on the balance; no discount code (decision 0132). */
  billing: 'prepaid' | 'postpaid' | 'monthly';
  documents: TCurrentLegalDocument[];
  viewer: TimeFirstViewer;
  picked: PickedSlot | null;
  /** The time was taken meanwhile (409): the page reloads the times and clears the choice. */
  onSlotTaken: () => void;
  /** The hold and who it is for (the signed-in student, or the name and e-mail typed). */
  onHeld: (held: TTimeFirstBookingResult, who: { name: string; email: string }) => void;
  /** The service's booking questions (0135). */
  questions?: TBookingQuestion[];
  /** Monthly tuition: book with this make-up credit of the signed-in student (decision 0155). */
  makeupCreditId?: string;
};

/** Refusals of the hold with their own words (`publicTimeFirst.refusal`); the enrollment's otherwise. */
const slotCodes = new Set(['SLOT_UNAVAILABLE', 'BOOKING_NOT_AVAILABLE', 'SIGN_IN_REQUIRED']);

/** Who books the chosen time (name and e-mail, or the signed-in student), a discount code and consent; then the hold. */
export function TimeFirstDetailsForm({
  teacher,
  serviceSlug,
  priceLabel,
  billing,
  documents,
  viewer,
  picked,
  onSlotTaken,
  onHeld,
  questions,
  makeupCreditId,
}: Props) {
  const questionAnswers = useBookingAnswers(questions);
  const signedIn = viewer.kind === 'student';
  const viewerEmail = viewer.kind === 'student' ? viewer.email : undefined;
  const tFor = useTranslations('bookingFor');
  const t = useTranslations('publicTimeFirst');
  const enrollFailureMessage = useEnrollFailureMessage();
  const onBalance = billing !== 'prepaid';
  const schema = useMemo(
    () =>
      timeFirstFormSchema({
        signedIn,
        picked: picked ? { startUtc: picked.slot.startUtc, timeZone: picked.timeZone } : null,
        documentIds: documents.filter((doc) => doc.requiresAcceptance).map((doc) => doc.versionId),
        viewerEmail,
        sayBookingFor: (key) => tFor(key),
        say: (key) => t(`form.${key}`),
      }),
    [signedIn, picked, documents, viewerEmail, tFor, t],
  );
  const { form, onSubmit, formError, setFormError, submitting } = useApiForm<
    TimeFirstFormValues,
    TTimeFirstBookingInput,
    TTimeFirstBookingResult | null
  >({
    schema,
    defaultValues: { name: '', email: '', discountCode: '', consentAccepted: false, bookingFor: emptyBookingFor },
    mode: 'onSubmit',
    submit: async (body) => {
      if (!picked) {
        setFormError(t('form.chooseFirst'));
        return null;
      }
      const answered = questionAnswers.collect();
      if (!answered) return null;
      return callApi(bookTimeFirstRoute, {
        params: { slug: teacher.slug, serviceSlug },
        body: { ...body, ...answered, ...(makeupCreditId ? { makeupCreditId } : {}) },
      }).catch((error: unknown) => {
        if (isSlotTaken(error)) onSlotTaken();
        questionAnswers.showRefusal(error);
        throw error;
      });
    },
    onSuccess: (held, body) => {
      if (!held) return;
      onHeld(held, viewer.kind === 'student' ? viewer : { name: body.name ?? '', email: body.email ?? '' });
    },
    fieldFor: (path) => (path === 'name' || path === 'email' || path === 'discountCode' ? path : learnerField(path)),
    codeFields: buyerCodeFields,
    messageFor: (refusal) =>
      (learnerRefusalCodes as readonly string[]).includes(refusal.code)
        ? tFor('learnerTaken')
        : slotCodes.has(refusal.code)
          ? t(`refusal.${refusal.code}`)
          : enrollFailureMessage(refusal),
    fallback: t('form.failed'),
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('form.label')}>
      {viewer.kind === 'student' ? (
        <p className="text-muted-foreground text-sm leading-6">
          {t.rich('bookingAs', {
            name: viewer.name,
            email: viewer.email,
            b: (chunks) => <span className="text-foreground font-medium">{chunks}</span>,
          })}
        </p>
      ) : (
        <>
          <FormField label={t('form.name')} required error={errors.name?.message}>
            <Input autoComplete="name" {...form.register('name')} />
          </FormField>
          <FormField label={t('form.email')} required error={errors.email?.message} hint={t('form.emailHint')}>
            <Input type="email" inputMode="email" autoComplete="email" spellCheck={false} {...form.register('email')} />
          </FormField>
        </>
      )}
      {/* Lessons on a balance are booked by the signed-in student for themselves (decision 0132). */}
      {onBalance ? null : <BookingForFields form={form} />}
      {onBalance ? null : (
        <FormField label={t('form.discountCode')} error={errors.discountCode?.message}>
          <Input
            className="uppercase"
            autoComplete="off"
            autoCapitalize="characters"
            {...form.register('discountCode')}
          />
        </FormField>
      )}
      <BookingQuestionsFields state={questionAnswers} />
      <ConsentController control={form.control} documents={documents} teacherName={teacher.name} />
      <BookingFormError message={formError} />
      <Button type="submit" size="lg" className="w-full" loading={submitting} disabled={!picked}>
        {t(onBalance ? 'form.bookLesson' : 'form.label')}
      </Button>
      <p className="text-muted-foreground text-xs leading-5">
        {t(`form.payNote.${billing}`, { price: priceLabel, teacher: teacher.name })}
      </p>
    </form>
  );
}
