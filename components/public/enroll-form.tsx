'use client';

import { MailCheck } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { BookingForFields } from '@/components/booking/booking-for-fields';
import { emptyBookingFor, learnerField, learnerRefusalCodes } from '@/components/booking/booking-for-form';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useApiCall } from '@/components/api/use-api-call';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { useResolvedApiForm } from '@/components/forms/use-resolved-api-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { BookingQuestionsFields, useBookingAnswers } from '@/components/booking/booking-questions-fields';
import type { TBookingQuestion } from '@/lib/catalogue/booking-questions-schemas';
import { callApi } from '@/lib/client/call-api';
import type { TEnrollResult, ZEnrollInput } from '@/lib/enrollments/enroll-schemas';
import type { TCurrentLegalDocument } from '@/lib/legal/schemas';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { formatMoney } from '@/lib/presentation/format';
import type { Locale } from '@/lib/core/locale';
import { buyerCodeFields } from './buyer-code-fields';
import type { EnrollFormValues } from './enroll-form-schema';
import { isDiscountCode, useEnrollFailureMessage } from './enroll-messages';

/**
 * The code this form needs only when the visitor acts (issue 38, item 6): its checks (the schema,
 * Zod and its locales), the routes' contracts, the e-mail check of the discount. The page loads the
 * form without them; they load when the form is first touched or sent.
 */
const loadResolver = () => import('./enroll-form-resolver');
const loadEnrollRoute = () => import('@/lib/enrollments/enroll-contracts').then((loaded) => loaded.enrollRoute);
const loadDiscountRoute = () => import('@/lib/discounts/contracts').then((loaded) => loaded.validateDiscountRoute);
const isStudentEmail = (email: string) =>
  import('@/lib/auth/magic-link/schemas').then((loaded) => loaded.ZStudentEmail.safeParse(email).success);

/** A legal document of the form, its body rendered on the server (no Markdown code in the browser). */
export type EnrollDocument = Omit<TCurrentLegalDocument, 'bodyMarkdown'> & { body: ReactNode };

export type EnrollFormProps = {
  teacherSlug: string;
  serviceId: string;
  documents: EnrollDocument[];
  /** Signed in as a student of this teacher: enrolling goes straight to checkout. */
  signedIn: boolean;
  /** The signed-in student's address: the payer's when enrolling someone else. */
  viewerEmail?: string;
  /** Back from the sign-in link (`?enroll=1`): the panel is scrolled into view. */
  resumed?: boolean;
  /** From the sign-in link's return (`?discountCode=`): applied on arrival. */
  initialDiscountCode?: string;
  /** From the sign-in link's return (`?accepted=`): the documents ticked before the e-mail step. */
  initialAccepted?: string[];
  /** The service's booking questions (0135). */
  questions?: TBookingQuestion[];
};

/** Refusals of the enrollment shown on a field rather than for the whole form. */
const codeFields = { ...buyerCodeFields, LEGAL_NOT_ACCEPTED: 'documents' as const };

/**
 * The enrollment form of a service page: required legal documents, an optional discount code and
 * "Enroll and pay". A signed-in student is sent to the processor's checkout; a visitor gives a name
 * and an e-mail address and gets a sign-in link that brings them back here to continue.
 */
export function EnrollForm({
  teacherSlug,
  serviceId,
  documents,
  signedIn,
  viewerEmail,
  resumed,
  initialDiscountCode,
  initialAccepted,
  questions,
}: EnrollFormProps) {
  const questionAnswers = useBookingAnswers(questions);
  const params = { slug: teacherSlug };
  const tFor = useTranslations('bookingFor');
  const t = useTranslations('publicEnroll.form');
  const regional = useRegionalFormat();
  const locale = useLocale() as Locale;
  const enrollFailureMessage = useEnrollFailureMessage();
  const checks = useMemo(
    () =>
      lazyResolver(() =>
        loadResolver().then((loaded) =>
          loaded.enrollFormResolver(
            {
              serviceId,
              signedIn,
              requiredIds: documents
                .filter((document) => document.requiresAcceptance)
                .map(({ versionId }) => versionId),
              viewerEmail,
              sayBookingFor: (key) => tFor(key),
              say: (key) => t(key),
            },
            locale,
          ),
        ),
      ),
    [serviceId, signedIn, documents, viewerEmail, tFor, t, locale],
  );
  // The price with a code applied; any change of the code takes it away.
  const discount = useApiCall(loadDiscountRoute);
  /** The address the sign-in link went to; the browser leaves for the checkout otherwise. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const autoApplied = useRef(false);
  const { form, onSubmit, formError, submitting } = useResolvedApiForm<
    EnrollFormValues,
    z.input<typeof ZEnrollInput>,
    TEnrollResult
  >({
    resolver: checks.resolver,
    defaultValues: {
      name: '',
      email: '',
      documents: initialAccepted ?? [],
      discountCode: initialDiscountCode ?? '',
      bookingFor: emptyBookingFor,
    },
    mode: 'onSubmit',
    submit: async (body) => {
      const answers = questionAnswers.collectOrThrow();
      return callApi(await loadEnrollRoute(), { params, body: { ...body, ...answers } }).catch((error: unknown) => {
        if (error instanceof ApiRefusal && isDiscountCode(error.code)) discount.reset();
        questionAnswers.showRefusal(error);
        throw error;
      });
    },
    onSuccess: (result) => {
      if (result.status === 'checkout') {
        setLeaving(true);
        window.location.assign(result.checkoutUrl);
      } else setSentTo(form.getValues('email').trim());
    },
    fieldFor: (path) => (path === 'name' || path === 'email' ? path : learnerField(path)),
    codeFields,
    messageFor: (refusal) =>
      (learnerRefusalCodes as readonly string[]).includes(refusal.code)
        ? tFor('learnerTaken')
        : enrollFailureMessage(refusal),
    fallback: t('failed'),
  });
  const { errors } = form.formState;
  const accepted = useWatch({ control: form.control, name: 'documents' });
  // Enrolling someone else goes to checkout at once, signed in or not (decision 0128).
  const forSomeoneElse = useWatch({ control: form.control, name: 'bookingFor.enabled' });
  const paysNow = signedIn || forSomeoneElse;

  async function applyCode(value = form.getValues('discountCode')) {
    const trimmed = value.trim();
    discount.reset();
    if (!trimmed) return form.setError('discountCode', { message: t('enterCode') });
    form.clearErrors('discountCode');
    const email = form.getValues('email').trim();
    const withEmail = !signedIn && (await isStudentEmail(email));
    discount.mutate(
      { params, body: { code: trimmed, serviceId, ...(withEmail ? { email } : {}) } },
      { onError: (error) => form.setError('discountCode', { message: enrollFailureMessage(error) }) },
    );
  }

  useEffect(() => {
    if (resumed) document.getElementById('enroll')?.scrollIntoView({ block: 'start' });
  }, [resumed]);

  useEffect(() => {
    if (!initialDiscountCode || autoApplied.current) return;
    autoApplied.current = true;
    void applyCode(initialDiscountCode);
    // Runs once, for the code the sign-in link brought back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function toggle(versionId: string, checked: boolean) {
    const others = accepted.filter((id) => id !== versionId);
    form.setValue('documents', checked ? [...others, versionId] : others);
  }

  if (sentTo !== null) {
    return (
      <div role="status" className="mt-4 space-y-2">
        <p className="text-foreground flex items-center gap-2 text-base font-semibold">
          <MailCheck className="text-primary size-5" aria-hidden="true" /> {t('checkEmail')}
        </p>
        <p className="text-muted-foreground text-sm leading-6">
          {t.rich('linkSent', {
            email: sentTo,
            b: (chunks) => <span className="text-foreground font-medium">{chunks}</span>,
          })}
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      // The checks load while the visitor fills the form, not when they press the button.
      onFocus={() => void checks.preload().catch(() => undefined)}
      className="mt-4 space-y-5"
      aria-label={t('label')}
    >
      {signedIn ? null : (
        <div className="space-y-3">
          <FormField label={t('name')} required error={errors.name?.message}>
            <Input autoComplete="name" required {...form.register('name')} />
          </FormField>
          <FormField label={t('email')} required error={errors.email?.message} hint={t('emailHint')}>
            <Input type="email" inputMode="email" autoComplete="email" required {...form.register('email')} />
          </FormField>
        </div>
      )}

      <BookingForFields form={form} />

      {documents.length > 0 ? (
        <fieldset
          className="space-y-3"
          aria-describedby={errors.documents?.message ? 'enroll-documents-error' : undefined}
          aria-invalid={errors.documents?.message ? true : undefined}
        >
          <legend className="text-foreground mb-2 text-sm font-medium">{t('beforeEnroll')}</legend>
          {documents.map((document) => {
            const checkboxId = `accept-${document.versionId}`;
            return (
              <div key={document.versionId} className="border-border rounded-lg border p-3">
                <details className="group">
                  <summary className="text-primary cursor-pointer text-sm font-medium">
                    {document.title}
                    <span className="text-muted-foreground font-normal">
                      {' '}
                      {t('version', { version: document.version })}
                    </span>
                  </summary>
                  {document.body}
                </details>
                <div className="mt-3 flex items-start gap-2">
                  <Checkbox
                    id={checkboxId}
                    className="mt-0.5"
                    checked={accepted.includes(document.versionId)}
                    onCheckedChange={(checked) => toggle(document.versionId, checked === true)}
                    aria-required={document.requiresAcceptance || undefined}
                    aria-invalid={errors.documents?.message && document.requiresAcceptance ? true : undefined}
                  />
                  <Label htmlFor={checkboxId} required={document.requiresAcceptance} className="font-normal">
                    {t('accept', { title: document.title })}
                  </Label>
                </div>
              </div>
            );
          })}
          {errors.documents?.message ? (
            <p id="enroll-documents-error" role="alert" className="text-danger-foreground text-xs font-medium">
              {errors.documents.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      <div className="space-y-2">
        <div className="flex items-start gap-2">
          <FormField label={t('discountCode')} error={errors.discountCode?.message} className="min-w-0 flex-1">
            <Input
              className="uppercase"
              autoComplete="off"
              autoCapitalize="characters"
              {...form.register('discountCode', {
                onChange: () => {
                  discount.reset();
                  form.clearErrors('discountCode');
                },
              })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void applyCode();
                }
              }}
            />
          </FormField>
          <Button
            type="button"
            variant="secondary"
            className="mt-6.5"
            onClick={() => void applyCode()}
            disabled={discount.isPending}
          >
            {discount.isPending ? t('checking') : t('apply')}
          </Button>
        </div>
        {discount.data ? (
          <dl role="status" aria-label={t('priceWithDiscount')} className="bg-surface-muted rounded-lg p-3 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{t('price')}</dt>
              <dd className="tabular-nums">
                {formatMoney(discount.data.priceAmount, discount.data.currency, regional)}
              </dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{t('discount', { code: discount.data.code })}</dt>
              <dd className="tabular-nums">
                −{formatMoney(discount.data.discountAmount, discount.data.currency, regional)}
              </dd>
            </div>
            <div className="text-foreground mt-1 flex justify-between gap-2 font-semibold">
              <dt>{t('youPay')}</dt>
              <dd className="tabular-nums">
                {formatMoney(discount.data.finalAmount, discount.data.currency, regional)}
              </dd>
            </div>
          </dl>
        ) : null}
      </div>

      <BookingQuestionsFields state={questionAnswers} />
      {formError ? (
        <p role="alert" className="text-danger-foreground text-sm font-medium">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={submitting || leaving}>
        {submitting || leaving ? t(paysNow ? 'goingToPayment' : 'sending') : t(paysNow ? 'enrollAndPay' : 'continue')}
      </Button>
      {paysNow ? <p className="text-muted-foreground text-xs leading-5">{t('securePage')}</p> : null}
    </form>
  );
}
