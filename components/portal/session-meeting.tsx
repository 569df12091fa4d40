import { Video } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * "Join meeting" on a scheduled lesson, whatever paid for it (a credit, a trial, a checkout): the
 * session's meeting link when the teacher has set one, otherwise the same button, disabled, saying
 * the link is still to come (a teacher adds it on the session, or through a template).
 */
export function SessionMeeting({ meetingUrl, id }: { meetingUrl: string | null; id: string }) {
  if (meetingUrl) {
    return (
      <a
        href={meetingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="bg-primary text-primary-foreground hover:bg-primary-hover inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium"
      >
        <Video className="size-4" aria-hidden="true" /> Join meeting
      </a>
    );
  }
  const noteId = `meeting-note-${id}`;
  return (
    <span className="inline-flex flex-col gap-0.5">
      <Button size="sm" disabled aria-describedby={noteId}>
        <Video className="size-4" aria-hidden="true" /> Join meeting
      </Button>
      <span id={noteId} className="text-muted-foreground text-xs">
        Link not shared yet
      </span>
    </span>
  );
}
