'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApiQuery } from '@/components/api/use-api-query';
import { SlotPicker, type PickedSlot } from '@/components/booking/slot-picker';
import { emphasis, TimeAndDetailsLayout } from '@/components/booking/time-and-details-layout';
import { getMeRoute } from '@/lib/auth/contracts';
import type { TTimeFirstHeldResult } from '@/lib/booking/time-first/schemas';
import type { TCurrentLegalDocument } from '@/lib/legal/schemas';
import type { TBookingQuestion } from '@/lib/catalogue/booking-questions-schemas';
import { TimeFirstDetailsForm, type TimeFirstViewer } from './time-first-details-form';
import { TimeFirstHoldPanel } from './time-first-hold-panel';

type Props = {
  teacher: { name: string; slug: string };
  service: {
    id: string;
    slug: string;
    priceAmount: number;
    priceLabel: string;
    /** Post-paid and monthly lessons are booked at once, on the balance (decision 0132). */
    billing?: 'prepaid' | 'postpaid' | 'monthly';
    questions?: TBookingQuestion[];
  };
  documents: TCurrentLegalDocument[];
  viewer: TimeFirstViewer;
  /** Back from an abandoned checkout (`?checkout=cancelled`). */
  checkoutCancelled: boolean;
  /** `?makeup=<id>` from the portal: book with that make-up credit (monthly tuition, decision 0155). */
  makeupCreditId?: string;
};

type Hold = { held: TTimeFirstHeldResult; picked: PickedSlot; who: { name: string; email: string } };

/**
 * Time-first booking of a paid single lesson (0030): 1. pick a time in your zone (detected,
 * changeable); 2. who books it, a code, consent: "Hold this time"; 3. the hold with its 15-minute
 * countdown and "Pay €X", which opens the processor's checkout. The confirmation page follows the payment.
 */
export function TimeFirstBooking({ teacher, service, documents, viewer, checkoutCancelled, makeupCreditId }: Props) {
  const t = useTranslations('publicTimeFirst');
  const [picked, setPicked] = useState<PickedSlot | null>(null);
  const [hold, setHold] = useState<Hold | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const router = useRouter();
  const onBalance = service.billing === 'postpaid' || service.billing === 'monthly';
  // A signed-in student picks on their own clock, the one the portal lists their sessions on.
  const me = useApiQuery(getMeRoute, {}, { enabled: viewer.kind === 'student' });
  const studentZone = me.data?.role === 'student' ? me.data.student.timezone : undefined;

  function chooseAgain() {
    setHold(null);
    setPicked(null);
    setReloadKey((key) => key + 1);
  }

  if (hold) {
    return (
      <div className="max-w-xl">
        <TimeFirstHoldPanel
          params={{ slug: teacher.slug, serviceSlug: service.slug }}
          held={hold.held}
          slot={hold.picked.slot}
          timeZone={hold.picked.timeZone}
          listAmount={service.priceAmount}
          who={hold.who}
          onChooseAgain={chooseAgain}
        />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {checkoutCancelled ? (
        <p role="status" className="border-border bg-surface-muted text-foreground rounded-lg border p-3 text-sm">
          {t('checkoutCancelled')}
        </p>
      ) : null}
      <TimeAndDetailsLayout
        timeHeading={t('pickTime')}
        timePicker={
          <SlotPicker
            teacherSlug={teacher.slug}
            serviceId={service.id}
            source="public"
            selected={picked?.slot.startUtc ?? null}
            onSelect={setPicked}
            reloadKey={reloadKey}
            initialTimeZone={studentZone}
          />
        }
        detailsHeading={t(onBalance ? 'bookIt' : 'holdAndPay')}
        chosenTime={
          picked
            ? t.rich('yourTime', { label: picked.slot.label, end: picked.slot.endTime, b: emphasis })
            : t('noTimeYet')
        }
      >
        <TimeFirstDetailsForm
          teacher={teacher}
          serviceSlug={service.slug}
          priceLabel={service.priceLabel}
          billing={service.billing ?? 'prepaid'}
          documents={documents}
          viewer={viewer}
          picked={picked}
          onSlotTaken={() => {
            setPicked(null);
            setReloadKey((key) => key + 1);
          }}
          onHeld={(held, who) => {
            // Post-paid or monthly: booked already, nothing to pay now; the confirmation page follows.
            if (held.status === 'booked') router.push(held.confirmationPath);
            else if (picked) setHold({ held, picked, who });
          }}
          questions={service.questions}
          makeupCreditId={makeupCreditId}
        />
      </TimeAndDetailsLayout>
    </div>
  );
}
