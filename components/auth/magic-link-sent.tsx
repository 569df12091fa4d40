'use client';

import { FlaskConical, MailCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

export type MagicLinkSentProps = {
  email: string;
  teacherName?: string;
  /** Development only: the outbox that stands in for e-mail delivery. */
  showDevMailbox: boolean;
  onUseAnotherAddress: () => void;
};

/** "Check your e-mail": worded so that it never says whether the address is known. */
export function MagicLinkSent({ email, teacherName, showDevMailbox, onUseAnotherAddress }: MagicLinkSentProps) {
  const t = useTranslations('auth.sent');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form was replaced: move focus so keyboard and screen-reader users land on the news.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="flex flex-col items-center gap-4 text-center" role="status">
      <div className="bg-primary-soft text-primary flex size-12 items-center justify-center rounded-full">
        <MailCheck className="size-6" aria-hidden="true" />
      </div>
      <h2 ref={heading} tabIndex={-1} className="text-foreground text-xl font-semibold tracking-tight outline-none">
        {t('title')}
      </h2>
      <p className="text-muted-foreground text-sm leading-6">
        {t.rich(teacherName ? 'textWithTeacher' : 'text', {
          email,
          teacher: teacherName ?? '',
          strong: (chunks) => <strong className="text-foreground font-medium break-all">{chunks}</strong>,
        })}
      </p>
      <p className="text-muted-foreground text-xs leading-5">
        {t('nothing')}
      </p>
      <Button variant="secondary" onClick={onUseAnotherAddress}>
        {t('another')}
      </Button>
      {showDevMailbox ? (
        <p className="border-warning/60 bg-warning-soft/60 text-warning-foreground flex items-start gap-2 rounded-lg border border-dashed px-3 py-2 text-left text-xs leading-5">
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {t('dev')}{' '}
            <a href={`/dev/mailbox?to=${encodeURIComponent(email)}`} className="font-semibold underline">
              {t('devMailbox')}
            </a>
          </span>
        </p>
      ) : null}
    </div>
  );
}
