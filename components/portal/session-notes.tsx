import { Download, ExternalLink, NotebookPen } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { TStudentSessionDetail } from '@/lib/booking/student/schemas';
import { formatInZone } from '@/lib/core/format-time';
import { HomeworkDoneButton } from './homework-done-button';

const resourceTypeLabels: Record<TStudentSessionDetail['resources'][number]['type'], string> = {
  material: 'Material',
  homework: 'Homework',
  reference: 'Reference',
};

function Block({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-border bg-surface rounded-xl border p-4">
      <h2 id={id} className="text-foreground text-base font-semibold">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/**
 * What the teacher wrote for the student about a session, in full: the summary, the homework, the
 * resources they linked (opened in a new tab) and the lesson plans (templates) they used. Never the
 * teacher's private notes (the API does not send them).
 */
export function SessionNotes({ session, timeZone = session.timezone }: { session: TStudentSessionDetail; timeZone?: string }) {
  const empty = !session.summary && !session.homework && !session.resources.length && !session.templates.length;
  if (empty) {
    return (
      <p className="border-border text-muted-foreground rounded-xl border border-dashed p-4 text-sm">
        Your teacher has not added a summary, homework or materials to this session yet. When they do, you find them
        here.
      </p>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {session.summary ? (
        <Block id="session-summary" title="Summary">
          <p className="text-foreground text-sm leading-6 whitespace-pre-line">{session.summary}</p>
        </Block>
      ) : null}
      {session.homework ? (
        <Block id="session-homework" title="Homework">
          <p className="text-foreground text-sm leading-6 whitespace-pre-line">{session.homework}</p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {session.homeworkDoneAt ? (
              <Badge tone="success">Done {formatInZone(session.homeworkDoneAt, timeZone, 'date')}</Badge>
            ) : session.homeworkDueAt ? (
              <Badge tone={new Date(session.homeworkDueAt) < new Date() ? 'danger' : 'neutral'}>
                Due {formatInZone(session.homeworkDueAt, timeZone, 'date')}
              </Badge>
            ) : null}
            <HomeworkDoneButton sessionId={session.id} done={session.homeworkDoneAt !== null} />
          </div>
        </Block>
      ) : null}
      {session.resources.length ? (
        <Block id="session-resources" title="Materials">
          <ul className="divide-border divide-y" aria-label="Materials">
            {session.resources.map((resource) => (
              <li key={resource.id} className="flex items-center justify-between gap-3 py-2">
                {resource.fileName ? (
                  <a
                    href={resource.url}
                    download={resource.fileName}
                    className="text-primary inline-flex min-w-0 items-center gap-1.5 text-sm font-medium break-words hover:underline"
                  >
                    {resource.title}
                    <Download className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="text-muted-foreground font-normal">({resource.fileName})</span>
                  </a>
                ) : (
                  <a
                    href={resource.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-primary inline-flex min-w-0 items-center gap-1.5 text-sm font-medium break-words hover:underline"
                  >
                    {resource.title}
                    <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                )}
                <Badge tone="neutral" className="shrink-0">
                  {resourceTypeLabels[resource.type]}
                </Badge>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      {session.templates.length ? (
        <Block id="session-templates" title="Lesson plan">
          <ul className="space-y-1" aria-label="Lesson plan">
            {session.templates.map((template) => (
              <li key={template.id} className="text-foreground flex items-center gap-2 text-sm">
                <NotebookPen className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
                {template.title}
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
    </div>
  );
}
