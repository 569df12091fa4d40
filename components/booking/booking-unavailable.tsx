import { CalendarX } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

type Props = {
  reason: 'visitor' | 'impersonating' | 'other_teacher_student';
  teacherName: string;
  servicePath: string;
  teacherSlug?: string;
};

/** Why this viewer cannot book a (non-trial) service here, and where to go instead. */
export function BookingUnavailable({ reason, teacherName, servicePath, teacherSlug }: Props) {
  const t = useTranslations('bookingUnavailable');
  if (reason === 'impersonating') {
    return <EmptyState icon={CalendarX} title={t('impersonatingTitle')} description={t('impersonatingBody')} />;
  }
  if (reason === 'other_teacher_student') {
    return (
      <EmptyState
        icon={CalendarX}
        title={t('otherTeacherTitle')}
        description={t('otherTeacherBody', { teacher: teacherName })}
      />
    );
  }
  return (
    <EmptyState
      icon={CalendarX}
      title={t('visitorTitle')}
      description={t('visitorBody', { teacher: teacherName })}
      action={
        <>
          <Link href={servicePath} className={buttonVariants()}>
            {t('enroll')}
          </Link>
          <Link
            href={`/sign-in/student${teacherSlug ? `?teacher=${encodeURIComponent(teacherSlug)}` : ''}`}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {t('studentSignIn')}
          </Link>
        </>
      }
    />
  );
}
