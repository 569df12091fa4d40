'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TCurrentLegalDocument } from '@/lib/legal/schemas';
import type { TBookingQuestion } from '@/lib/catalogue/booking-questions-schemas';
import { useApiQuery } from '@/components/api/use-api-query';
import { getMeRoute } from '@/lib/auth/contracts';
import { SlotPicker, type PickedSlot } from './slot-picker';
import { SlotListSkeleton } from './slot-picker-states';
import { StudentBookingForm } from './student-booking-form';
import { emphasis, TimeAndDetailsLayout } from './time-and-details-layout';
import { TrialBookingForm } from './trial-booking-form';

export type BookingFlowProps = {
  teacher: { name: string; slug: string };
  service: { id: string; slug: string; paid: boolean; allowsRecurring?: boolean; questions?: TBookingQuestion[] };
  documents: TCurrentLegalDocument[];
  /** trial: a visitor's request; student: a signed-in student spends a credit. */
  mode: 'trial' | 'student';
  /** A signed-in student's name and address for the trial form. */
  defaults?: { name: string; email: string };
};

/** Step 1: choose a time; step 2: who books it. A 409 on submit reloads the times and clears the choice. */
export function BookingFlow({ teacher, service, documents, mode, defaults }: BookingFlowProps) {
  const t = useTranslations('booking.flow');
  const [picked, setPicked] = useState<PickedSlot | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  // A signed-in student picks on their own clock, the one the portal lists their sessions on.
  const me = useApiQuery(getMeRoute, {}, { enabled: mode === 'student' });
  const studentZone = me.data?.role === 'student' ? me.data.student.timezone : undefined;

  function slotTaken() {
    setPicked(null);
    setReloadKey((key) => key + 1);
  }

  return (
    <TimeAndDetailsLayout
      timeHeading={t('chooseTime')}
      timePicker={
        mode === 'student' && me.isPending ? (
          <SlotListSkeleton />
        ) : (
          <SlotPicker
            teacherSlug={teacher.slug}
            serviceId={service.id}
            source={mode === 'student' ? 'student' : 'public'}
            selected={picked?.slot.startUtc ?? null}
            onSelect={setPicked}
            reloadKey={reloadKey}
            initialTimeZone={studentZone}
          />
        )
      }
      detailsHeading={mode === 'trial' ? t('yourDetails') : t('confirm')}
      chosenTime={
        picked
          ? t.rich('yourTime', { label: picked.slot.label, end: picked.slot.endTime, strong: emphasis })
          : t('noTimeYet')
      }
    >
      {mode === 'trial' ? (
        <TrialBookingForm
          teacher={teacher}
          serviceId={service.id}
          paid={service.paid}
          documents={documents}
          picked={picked}
          onSlotTaken={slotTaken}
          defaults={defaults}
          questions={service.questions}
        />
      ) : (
        <StudentBookingForm
          teacherName={teacher.name}
          serviceId={service.id}
          servicePath={`/${teacher.slug}/services/${service.slug}`}
          teacherSlug={teacher.slug}
          documents={documents}
          picked={picked}
          onSlotTaken={slotTaken}
          allowsRecurring={service.allowsRecurring}
        />
      )}
    </TimeAndDetailsLayout>
  );
}
