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
import { enrollFailureMessage } from './enroll-messages';
import { BookingQuestionsFields, useBookingAnswers } from '@/components/booking/booking-questions-fields';
import type { TBookingQuestion } from '@/lib/catalogue/booking-questions-schemas';
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

const discountCodes = [
  'DISCOUNT_NOT_FOUND',
  'DISCOUNT_INACTIVE',
  'DISCOUNT_NOT_STARTED',
  'DISCOUNT_EXPIRED',
  'DISCOUNT_EXHAUSTED',
  'DISCOUNT_STUDENT_LIMIT',
  'DISCOUNT_NOT_APPLICABLE',
];
const codeFields = {
  ...Object.fromEntries(discountCodes.map((code) => [code, 'discountCode' as const])),
  ...Object.fromEntries(learnerRefusalCodes.map((code) => [code, 'bookingFor.email' as const])),
};

const slotMessages: Record<string, string> = {
  SLOT_UNAVAILABLE: 'Someone else just took this time. The free times have been reloaded: pick another one.',
  BOOKING_NOT_AVAILABLE: 'This e-mail address cannot book here. Contact the teacher.',
  SIGN_IN_REQUIRED: 'Sign in first: lessons paid after them are booked from your student account.',
};

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
  const onBalance = billing !== 'prepaid';
  const schema = useMemo(
    () =>
      timeFirstFormSchema({
        signedIn,
        picked: picked ? { startUtc: picked.slot.startUtc, timeZone: picked.timeZone } : null,
        documentIds: documents.filter((doc) => doc.requiresAcceptance).map((doc) => doc.versionId),
        viewerEmail,
        sayBookingFor: (key) => tFor(key),
      }),
    [signedIn, picked, documents, viewerEmail, tFor],
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
        setFormError('Choose a time first.');
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
    codeFields,
    messageFor: (refusal) =>
      (learnerRefusalCodes as readonly string[]).includes(refusal.code)
        ? tFor('learnerTaken')
        : (slotMessages[refusal.code] ?? enrollFailureMessage(refusal)),
    fallback: 'Something went wrong. Try again.',
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Hold this time">
      {viewer.kind === 'student' ? (
        <p className="text-muted-foreground text-sm leading-6">
          Booking as <span className="text-foreground font-medium">{viewer.name}</span> ({viewer.email})
        </p>
      ) : (
        <>
          <FormField label="Your name" required error={errors.name?.message}>
            <Input autoComplete="name" {...form.register('name')} />
          </FormField>
          <FormField
            label="E-mail"
            required
            error={errors.email?.message}
            hint="Your confirmation and a sign-in link to manage the lesson go here."
          >
            <Input type="email" inputMode="email" autoComplete="email" spellCheck={false} {...form.register('email')} />
          </FormField>
        </>
      )}
      {/* Lessons on a balance are booked by the signed-in student for themselves (decision 0132). */}
      {onBalance ? null : <BookingForFields form={form} />}
      {onBalance ? null : (
        <FormField label="Discount code (optional)" error={errors.discountCode?.message}>
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
        {onBalance ? 'Book this lesson' : 'Hold this time'}
      </Button>
      <p className="text-muted-foreground text-xs leading-5">
        {billing === 'monthly'
          ? `Nothing to pay now: your monthly tuition (${priceLabel}) goes on your balance with ${teacher.name}.`
          : billing === 'postpaid'
            ? `Nothing to pay now: ${priceLabel} goes on your balance with ${teacher.name} once the lesson is held.`
            : `We keep the time for you for 15 minutes while you pay ${priceLabel} on the secure page of our payment processor.`}
      </p>
    </form>
  );
}
