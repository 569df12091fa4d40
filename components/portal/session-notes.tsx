import { Download, ExternalLink, NotebookPen } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { TStudentSessionDetail } from '@/lib/booking/student/schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';
import { HomeworkDoneButton } from './homework-done-button';

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
export function SessionNotes({
  session,
  timeZone = session.timezone,
  regional,
}: {
  session: TStudentSessionDetail;
  timeZone?: string;
  regional?: RegionalFormat;
}) {
  const t = useTranslations('portal.notes');
  const empty = !session.summary && !session.homework && !session.resources.length && !session.templates.length;
  if (empty) {
    return (
      <p className="border-border text-muted-foreground rounded-xl border border-dashed p-4 text-sm">{t('empty')}</p>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {session.summary ? (
        <Block id="session-summary" title={t('summary')}>
          <p className="text-foreground text-sm leading-6 whitespace-pre-line">{session.summary}</p>
        </Block>
      ) : null}
      {session.homework ? (
        <Block id="session-homework" title={t('homework')}>
          <p className="text-foreground text-sm leading-6 whitespace-pre-line">{session.homework}</p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {session.homeworkDoneAt ? (
              <Badge tone="success">
                {t('done', { date: formatDateTime(session.homeworkDoneAt, timeZone, 'date', regional) })}
              </Badge>
            ) : session.homeworkDueAt ? (
              <Badge tone={new Date(session.homeworkDueAt) < new Date() ? 'danger' : 'neutral'}>
                {t('due', { date: formatDateTime(session.homeworkDueAt, timeZone, 'date', regional) })}
              </Badge>
            ) : null}
            <HomeworkDoneButton sessionId={session.id} done={session.homeworkDoneAt !== null} />
          </div>
        </Block>
      ) : null}
      {session.resources.length ? (
        <Block id="session-resources" title={t('materials')}>
          <ul className="divide-border divide-y" aria-label={t('materials')}>
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
                    <span className="sr-only"> {t('newTab')}</span>
                  </a>
                )}
                <Badge tone="neutral" className="shrink-0">
                  {t(`type.${resource.type}`)}
                </Badge>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      {session.templates.length ? (
        <Block id="session-templates" title={t('lessonPlan')}>
          <ul className="space-y-1" aria-label={t('lessonPlan')}>
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
