import { Video } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { isJoinWindowOpen } from './join-window';

type Props = { id: string; meetingUrl: string | null; startsAt: string; endsAt: string; now: Date };

/**
 * "Join meeting" on a scheduled lesson, whatever paid for it (a credit, a trial, a checkout). The link
 * is live from 15 minutes before the start to the end; before that the button is there, disabled,
 * saying when it opens. Without a link yet (a teacher adds it on the session, or a Google Meet still
 * being created) it says the link is still to come.
 */
export function SessionMeeting({ id, meetingUrl, startsAt, endsAt, now }: Props) {
  const t = useTranslations('portal.meeting');
  if (meetingUrl && isJoinWindowOpen({ startsAt, endsAt }, now)) {
    return (
      <a
        href={meetingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="bg-primary text-primary-foreground hover:bg-primary-hover inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium"
      >
        <Video className="size-4" aria-hidden="true" /> {t('join')}
      </a>
    );
  }
  const noteId = `meeting-note-${id}`;
  return (
    <span className="inline-flex flex-col gap-0.5">
      <Button size="sm" disabled aria-describedby={noteId}>
        <Video className="size-4" aria-hidden="true" /> {t('join')}
      </Button>
      <span id={noteId} className="text-muted-foreground text-xs">
        {meetingUrl ? t('opensSoon') : t('noLink')}
      </span>
    </span>
  );
}
