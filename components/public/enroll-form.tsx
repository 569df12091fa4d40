'use client';

import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { sendJson } from '@/components/services/send-json';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ZStudentEmail } from '@/lib/auth/magic-link/schemas';
import type { TValidatedDiscount } from '@/lib/discounts/schemas';
import type { TEnrollResult } from '@/lib/enrollments/enroll-schemas';
import type { TCurrentLegalDocument } from '@/lib/legal/schemas';
import { formatMoney } from '@/lib/ui/format';
import { enrollFailureMessage, isDiscountCode } from './enroll-messages';

export type EnrollFormProps = {
  teacherSlug: string;
  serviceId: string;
  documents: TCurrentLegalDocument[];
  /** Signed in as a student of this teacher: enrolling goes straight to checkout. */
  signedIn: boolean;
  /** Back from the sign-in link (`?enroll=1`): the panel is scrolled into view. */
  resumed?: boolean;
  /** From the sign-in link's return (`?discountCode=`): applied on arrival. */
  initialDiscountCode?: string;
};

type FieldErrors = Partial<Record<'name' | 'email' | 'documents', string>>;

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
  resumed,
  initialDiscountCode,
}: EnrollFormProps) {
  const base = `/api/public/${encodeURIComponent(teacherSlug)}`;
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [accepted, setAccepted] = useState<Set<string>>(new Set());
  const [code, setCode] = useState(initialDiscountCode ?? '');
  const [discount, setDiscount] = useState<TValidatedDiscount | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const autoApplied = useRef(false);

  const required = documents.filter((document) => document.requiresAcceptance);
  const validEmail = ZStudentEmail.safeParse(email).success;

  async function applyCode(value = code) {
    const trimmed = value.trim();
    setDiscount(null);
    if (!trimmed) {
      setCodeError('Enter a code');
      return;
    }
    setApplying(true);
    setCodeError(null);
    const answer = await sendJson<TValidatedDiscount>('POST', `${base}/validate-discount`, {
      code: trimmed,
      serviceId,
      ...(!signedIn && validEmail ? { email } : {}),
    });
    setApplying(false);
    if (answer.ok) setDiscount(answer.data);
    else setCodeError(enrollFailureMessage(answer));
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
    setAccepted((current) => {
      const next = new Set(current);
      if (checked) next.add(versionId);
      else next.delete(versionId);
      return next;
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const found: FieldErrors = {};
    if (!signedIn && !name.trim()) found.name = 'Enter your name';
    if (!signedIn && !validEmail) found.email = 'Enter a valid e-mail address';
    if (required.some((document) => !accepted.has(document.versionId))) {
      found.documents = 'Accept the documents marked as required to continue';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    setSubmitting(true);
    const answer = await sendJson<TEnrollResult>('POST', `${base}/enroll`, {
      serviceId,
      acceptedDocumentVersionIds: [...accepted],
      ...(code.trim() ? { discountCode: code.trim() } : {}),
      ...(signedIn ? {} : { name: name.trim(), email }),
    });
    if (answer.ok && answer.data.status === 'checkout') {
      window.location.assign(answer.data.checkoutUrl);
      return;
    }
    setSubmitting(false);
    if (answer.ok) {
      setSent(true);
      return;
    }
    const message = enrollFailureMessage(answer);
    if (isDiscountCode(answer.error?.code)) {
      setDiscount(null);
      setCodeError(message);
    } else if (answer.error?.code === 'LEGAL_NOT_ACCEPTED') {
      setErrors({ documents: message });
    } else {
      const details = answer.error?.details ?? [];
      const fieldError = (path: string) => details.find((detail) => detail.path === path)?.message;
      if (fieldError('email') || fieldError('name'))
        setErrors({ email: fieldError('email'), name: fieldError('name') });
      else setFormError(message);
    }
  }

  if (sent) {
    return (
      <div role="status" className="mt-4 space-y-2">
        <p className="text-foreground flex items-center gap-2 text-base font-semibold">
          <MailCheck className="text-primary size-5" aria-hidden="true" /> Check your e-mail to continue
        </p>
        <p className="text-muted-foreground text-sm leading-6">
          We sent a sign-in link to <span className="text-foreground font-medium">{email}</span>. Open it on this
          device: it brings you back here to finish your enrollment and pay.
        </p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-5" aria-label="Enroll">
      {signedIn ? null : (
        <div className="space-y-3">
          <FormField label="Your name" required error={errors.name}>
            <Input autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} required />
          </FormField>
          <FormField
            label="E-mail address"
            required
            error={errors.email}
            hint="We e-mail you a link to sign in and continue."
          >
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value.trim())}
              required
            />
          </FormField>
        </div>
      )}

      {documents.length > 0 ? (
        <fieldset
          className="space-y-3"
          aria-describedby={errors.documents ? 'enroll-documents-error' : undefined}
          aria-invalid={errors.documents ? true : undefined}
        >
          <legend className="text-foreground mb-2 text-sm font-medium">Before you enroll</legend>
          {documents.map((document) => {
            const checkboxId = `accept-${document.versionId}`;
            return (
              <div key={document.versionId} className="border-border rounded-lg border p-3">
                <details className="group">
                  <summary className="text-primary cursor-pointer text-sm font-medium">
                    {document.title}
                    <span className="text-muted-foreground font-normal"> (version {document.version})</span>
                  </summary>
                  <div className="text-foreground/85 mt-2 max-h-64 overflow-y-auto text-sm leading-6 whitespace-pre-line">
                    {document.bodyMarkdown}
                  </div>
                </details>
                <div className="mt-3 flex items-start gap-2">
                  <Checkbox
                    id={checkboxId}
                    className="mt-0.5"
                    checked={accepted.has(document.versionId)}
                    onCheckedChange={(checked) => toggle(document.versionId, checked === true)}
                    aria-required={document.requiresAcceptance || undefined}
                    aria-invalid={errors.documents && document.requiresAcceptance ? true : undefined}
                  />
                  <Label htmlFor={checkboxId} required={document.requiresAcceptance} className="font-normal">
                    I have read and accept the {document.title}
                  </Label>
                </div>
              </div>
            );
          })}
          {errors.documents ? (
            <p id="enroll-documents-error" role="alert" className="text-danger-foreground text-xs font-medium">
              {errors.documents}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      <div className="space-y-2">
        <div className="flex items-start gap-2">
          <FormField label="Discount code (optional)" error={codeError} className="min-w-0 flex-1">
            <Input
              className="uppercase"
              autoComplete="off"
              autoCapitalize="characters"
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setDiscount(null);
                setCodeError(null);
              }}
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
            disabled={applying}
          >
            {applying ? 'Checking…' : 'Apply'}
          </Button>
        </div>
        {discount ? (
          <dl role="status" aria-label="Price with discount" className="bg-surface-muted rounded-lg p-3 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Price</dt>
              <dd className="tabular-nums">{formatMoney(discount.priceAmount, discount.currency)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Discount ({discount.code})</dt>
              <dd className="tabular-nums">−{formatMoney(discount.discountAmount, discount.currency)}</dd>
            </div>
            <div className="text-foreground mt-1 flex justify-between gap-2 font-semibold">
              <dt>You pay</dt>
              <dd className="tabular-nums">{formatMoney(discount.finalAmount, discount.currency)}</dd>
            </div>
          </dl>
        ) : null}
      </div>

      {formError ? (
        <p role="alert" className="text-danger-foreground text-sm font-medium">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? (signedIn ? 'Going to payment…' : 'Sending…') : signedIn ? 'Enroll and pay' : 'Continue'}
      </Button>
      {signedIn ? (
        <p className="text-muted-foreground text-xs leading-5">You pay on the secure page of our payment processor.</p>
      ) : null}
    </form>
  );
}
