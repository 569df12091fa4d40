import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { formatInZone } from '@/lib/core/format-time';
import { MailboxAttachments } from './mailbox-attachments';
import type { TMailboxMessage } from '@/lib/mail/dev-mailbox/schemas';

const statusTone: Record<TMailboxMessage['status'], BadgeTone> = { sent: 'success', queued: 'info', failed: 'danger' };

/**
 * Links open in a new tab: inside the frame they would load our own pages, which refuse framing.
 * (React Email's buttons and links already say target="_blank".)
 */
function frameDocument(html: string) {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head([^>]*)>/i, `<head$1>${base}`) : `${base}${html}`;
}

/**
 * One outbox message. The HTML is someone else's markup (templates, later teacher-written
 * messages), so it renders in a sandboxed frame: no scripts, no forms, an opaque origin that can
 * read neither our cookies nor this page; only opening links in a new tab is allowed.
 */
export function MailboxMessage({ message }: { message: TMailboxMessage }) {
  const headingId = `message-${message.id}`;
  return (
    <Card>
      <article aria-labelledby={headingId}>
        <CardContent className="flex flex-col gap-4">
          <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h2 id={headingId} className="text-foreground text-base leading-6 font-semibold break-words">
                {message.subject}
              </h2>
              <dl className="text-muted-foreground mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm">
                <dt>To</dt>
                <dd className="text-foreground break-all">{message.to}</dd>
                <dt>From</dt>
                <dd className="break-all">{message.from}</dd>
              </dl>
            </div>
            <div className="flex shrink-0 items-center gap-2 sm:flex-col sm:items-end">
              <Badge tone={statusTone[message.status]} dot>
                {message.status}
              </Badge>
              <time dateTime={message.createdAt} className="text-muted-foreground text-xs">
                {`${formatInZone(message.createdAt, 'UTC', 'dayMonthYearSeconds')} UTC`}
              </time>
            </div>
          </header>
          <iframe
            title={`E-mail: ${message.subject}`}
            srcDoc={frameDocument(message.html)}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="no-referrer"
            loading="lazy"
            className="border-border h-[28rem] w-full rounded-lg border bg-white"
          />
          <MailboxAttachments attachments={message.attachments} />
          {message.text ? (
            <details className="text-sm">
              <summary className="text-muted-foreground hover:text-foreground cursor-pointer font-medium">
                Plain-text version
              </summary>
              <pre className="bg-surface-muted text-foreground mt-2 overflow-x-auto rounded-lg p-3 text-xs leading-5 break-words whitespace-pre-wrap">
                {message.text}
              </pre>
            </details>
          ) : null}
        </CardContent>
      </article>
    </Card>
  );
}
