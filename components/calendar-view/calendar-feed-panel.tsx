'use client';

import { CalendarSync, Copy } from 'lucide-react';
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
  const [confirm, setConfirm] = useState<'rotate' | 'off' | null>(null);
  const done = () => setConfirm(null);
  const failed = (error: Error) => toast.error(refusalMessage(error, 'The calendar feed could not be changed.'));
  const rotate = useApiMutation(routes[owner].rotate, {
    onSuccess: () => {
      done();
      toast.success(
        feed.enabled ? 'A new feed URL is ready; the old one no longer works.' : 'Your calendar feed is on.',
      );
    },
  });
  const turnOff = useApiMutation(routes[owner].turnOff, {
    onSuccess: () => {
      done();
      toast.success('Your calendar feed is off.');
    },
  });

  async function copy() {
    if (!feed.url) return;
    try {
      await navigator.clipboard.writeText(feed.url);
      toast.success('Feed URL copied.');
    } catch {
      toast.error('Copying is blocked here: select the URL and copy it yourself.');
    }
  }

  return (
    <Card aria-labelledby="calendar-feed-title">
      <CardHeader>
        <CardTitle id="calendar-feed-title" className="flex items-center gap-2">
          <CalendarSync className="text-muted-foreground size-5" aria-hidden="true" />
          Subscribe in your calendar app
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
                aria-label="Private feed URL"
                onFocus={(event) => event.currentTarget.select()}
                className="font-mono text-xs"
              />
              <Button type="button" variant="secondary" onClick={copy} className="shrink-0">
                <Copy aria-hidden="true" /> Copy URL
              </Button>
            </div>
            <p className="text-muted-foreground text-sm">
              In Google Calendar: Other calendars, From URL. In Apple Calendar: File, New Calendar Subscription. In
              Outlook: Add calendar, Subscribe from web. Keep the URL private: anyone who has it sees these sessions.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="secondary" size="sm" onClick={() => setConfirm('rotate')}>
                Get a new URL
              </Button>
              <Button type="button" variant="ghost" size="sm" onClick={() => setConfirm('off')}>
                Turn off
              </Button>
            </div>
          </>
        ) : (
          <Button type="button" loading={rotate.isPending} onClick={() => rotate.mutate({}, { onError: failed })}>
            Create my feed URL
          </Button>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirm === 'rotate'}
        onOpenChange={(open) => setConfirm(open ? 'rotate' : null)}
        title="Get a new feed URL?"
        description="The current URL stops working at once: calendars subscribed to it stop updating until you subscribe them to the new one."
        confirmLabel="Get a new URL"
        pending={rotate.isPending}
        onConfirm={() => rotate.mutate({}, { onError: failed })}
      />
      <ConfirmDialog
        open={confirm === 'off'}
        onOpenChange={(open) => setConfirm(open ? 'off' : null)}
        title="Turn off the calendar feed?"
        description="The URL stops working at once and calendars subscribed to it stop updating. You can create a new URL later."
        confirmLabel="Turn off"
        destructive
        pending={turnOff.isPending}
        onConfirm={() => turnOff.mutate({}, { onError: failed })}
      />
    </Card>
  );
}
