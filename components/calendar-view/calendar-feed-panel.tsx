'use client';

import { CalendarSync, Copy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import {
  rotateStudentCalendarFeedRoute,
  rotateTeacherCalendarFeedRoute,
  turnOffStudentCalendarFeedRoute,
  turnOffTeacherCalendarFeedRoute,
} from '@/lib/calendar-feeds/contracts';
import type { TCalendarFeed } from '@/lib/calendar-feeds/schemas';
import { refusalMessage } from '@/lib/client/api-refusal';

const routes = {
  teacher: { rotate: rotateTeacherCalendarFeedRoute, turnOff: turnOffTeacherCalendarFeedRoute },
  student: { rotate: rotateStudentCalendarFeedRoute, turnOff: turnOffStudentCalendarFeedRoute },
};

type Props = {
  owner: 'teacher' | 'student';
  /** The feed as the page read it; changes refresh the page. */
  feed: TCalendarFeed;
  /** What the feed lists, in a sentence. */
  description: string;
};

/**
 * "Subscribe in your calendar app": the private iCalendar URL to copy into Google Calendar, Apple
 * Calendar or Outlook, a new URL (the old one stops working) and turning the feed off, each confirmed.
 */
export function CalendarFeedPanel({ owner, feed, description }: Props) {
  const t = useTranslations('teacherCalendar.feed');
  const [confirm, setConfirm] = useState<'rotate' | 'off' | null>(null);
  const done = () => setConfirm(null);
  const failed = (error: Error) => toast.error(refusalMessage(error, t('failed')));
  const rotate = useApiMutation(routes[owner].rotate, {
    onSuccess: () => {
      done();
      toast.success(feed.enabled ? t('rotated') : t('on'));
    },
  });
  const turnOff = useApiMutation(routes[owner].turnOff, {
    onSuccess: () => {
      done();
      toast.success(t('off'));
    },
  });

  async function copy() {
    if (!feed.url) return;
    try {
      await navigator.clipboard.writeText(feed.url);
      toast.success(t('copied'));
    } catch {
      toast.error(t('copyBlocked'));
    }
  }

  return (
    <Card aria-labelledby="calendar-feed-title">
      <CardHeader>
        <CardTitle id="calendar-feed-title" className="flex items-center gap-2">
          <CalendarSync className="text-muted-foreground size-5" aria-hidden="true" />
          {t('title')}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {feed.enabled && feed.url ? (
          <>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                readOnly
                value={feed.url}
                aria-label={t('urlLabel')}
                onFocus={(event) => event.currentTarget.select()}
                className="font-mono text-xs"
              />
              <Button type="button" variant="secondary" onClick={copy} className="shrink-0">
                <Copy aria-hidden="true" /> {t('copy')}
              </Button>
            </div>
            <p className="text-muted-foreground text-sm">
              {t('howTo')}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="secondary" size="sm" onClick={() => setConfirm('rotate')}>
                {t('rotate')}
              </Button>
              <Button type="button" variant="ghost" size="sm" onClick={() => setConfirm('off')}>
                {t('turnOff')}
              </Button>
            </div>
          </>
        ) : (
          <Button type="button" loading={rotate.isPending} onClick={() => rotate.mutate({}, { onError: failed })}>
            {t('create')}
          </Button>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirm === 'rotate'}
        onOpenChange={(open) => setConfirm(open ? 'rotate' : null)}
        title={t('rotateTitle')}
        description={t('rotateText')}
        confirmLabel={t('rotate')}
        pending={rotate.isPending}
        onConfirm={() => rotate.mutate({}, { onError: failed })}
      />
      <ConfirmDialog
        open={confirm === 'off'}
        onOpenChange={(open) => setConfirm(open ? 'off' : null)}
        title={t('turnOffTitle')}
        description={t('turnOffText')}
        confirmLabel={t('turnOff')}
        destructive
        pending={turnOff.isPending}
        onConfirm={() => turnOff.mutate({}, { onError: failed })}
      />
    </Card>
  );
}
