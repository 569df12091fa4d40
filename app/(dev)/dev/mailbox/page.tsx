import { Inbox } from 'lucide-react';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { MailboxMessage } from '@/components/dev/mailbox-message';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { isProduction } from '@/lib/core/env';
import { listMailboxMessages } from '@/lib/mail/dev-mailbox/list-mailbox-messages';
import { listMailboxTexts } from '@/lib/mail/dev-mailbox/list-mailbox-texts';

export const metadata: Metadata = { title: 'Development mailbox', robots: { index: false, follow: false } };
// Refused in production: decided per request from APP_ENV, and always the newest messages.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DevMailboxPage({ searchParams }: Props) {
  if (isProduction()) notFound();
  const { to } = await searchParams;
  const recipient = typeof to === 'string' && to.trim() ? to.trim() : undefined;
  const [messages, texts] = await Promise.all([listMailboxMessages({ to: recipient, limit: 20 }), listMailboxTexts()]);

  return (
    <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        eyebrow="Development only"
        title="Mailbox"
        description="E-mails the app sent while no Resend key is configured. They stay on this machine; production has no mailbox."
        actions={
          <Button asChild variant="secondary" size="sm">
            <Link
              href={recipient ? `/dev/mailbox?to=${encodeURIComponent(recipient)}` : '/dev/mailbox'}
              prefetch={false}
            >
              Refresh
            </Link>
          </Button>
        }
      />
      <form action="/dev/mailbox" method="get" role="search" className="mb-6 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="mailbox-to" className="sr-only">
          Recipient
        </label>
        <Input id="mailbox-to" name="to" type="email" defaultValue={recipient} placeholder="Filter by recipient" />
        <div className="flex gap-2">
          <Button type="submit" variant="secondary">
            Filter
          </Button>
          {recipient ? (
            <Button asChild variant="ghost">
              <Link href="/dev/mailbox">Show all</Link>
            </Button>
          ) : null}
        </div>
      </form>
      {messages.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={recipient ? `No e-mails to ${recipient}` : 'No e-mails yet'}
          description="Sign-in links and other messages appear here as soon as the app sends them."
        />
      ) : (
        <ol className="flex flex-col gap-6" aria-label="Messages, newest first">
          {messages.map((message) => (
            <li key={message.id}>
              <MailboxMessage message={message} />
            </li>
          ))}
        </ol>
      )}
      <section aria-labelledby="mailbox-texts" className="mt-10">
        <h2 id="mailbox-texts" className="mb-3 text-lg font-semibold">
          Text messages
        </h2>
        {texts.length === 0 ? (
          <p className="text-muted-foreground text-sm">No text messages yet.</p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label="Text messages, newest first">
            {texts.map((text) => (
              <li key={text.id} className="border-border rounded-md border p-3 text-sm">
                <p className="text-muted-foreground text-xs">
                  To {text.to} · {text.status} · <time dateTime={text.createdAt}>{text.createdAt}</time>
                </p>
                <p className="mt-1 break-words">{text.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </main>
  );
}
