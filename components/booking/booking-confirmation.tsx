import { CircleCheck } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';

type Props = { title: string; children: ReactNode; portalLink?: boolean };

/** The end of a booking: what happened and what comes next. Announced when it appears. */
export function BookingConfirmation({ title, children, portalLink = false }: Props) {
  const t = useTranslations('booking.confirmation');
  return (
    <div role="status" className="bg-surface-muted space-y-2 rounded-lg p-4">
      <h2 className="text-foreground flex items-center gap-2 text-base font-semibold">
        <CircleCheck className="text-primary size-5 shrink-0" aria-hidden="true" /> {title}
      </h2>
      <div className="text-muted-foreground text-sm leading-6">{children}</div>
      {portalLink ? (
        <Link href="/portal" className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'mt-1' })}>
          {t('seeSessions')}
        </Link>
      ) : null}
    </div>
  );
}
