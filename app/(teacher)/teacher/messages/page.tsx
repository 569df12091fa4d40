import type { Metadata } from 'next';
import { MailCheck, MailX, Send } from 'lucide-react';
import { MessageStatusTabs } from '@/components/scheduled-messages/message-status-tabs';
import { ScheduleMessageForm } from '@/components/scheduled-messages/schedule-message-form';
import { ScheduledMessagesTable } from '@/components/scheduled-messages/scheduled-messages-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { usableTimeZone } from '@/lib/core/time';
import { listScheduledMessages } from '@/lib/scheduled-messages/list-scheduled-messages';
import { loadMessagesPage } from '@/lib/scheduled-messages/load-messages-page';
import type { TScheduledMessageStatus } from '@/lib/scheduled-messages/schemas';
import { parseMessagesPageQuery } from './messages-page-query';

export const metadata: Metadata = { title: 'Messages' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const emptyStates: Record<TScheduledMessageStatus, { icon: typeof Send; title: string; description: string }> = {
  pending: {
    icon: Send,
    title: 'Nothing scheduled',
    description:
      'Write a message, choose who gets it and when: it goes out by e-mail at that time, and you can cancel it until then.',
  },
  sent: {
    icon: MailCheck,
    title: 'No message sent yet',
    description: 'Scheduled messages appear here once they go out.',
  },
  cancelled: {
    icon: MailX,
    title: 'No cancelled messages',
    description: 'Messages you cancel before their time are kept here.',
  },
  failed: {
    icon: MailX,
    title: 'Every message went out',
    description: 'A message finds nobody to send to when its students were deleted meanwhile.',
  },
};

export default async function MessagesPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const timeZone = usableTimeZone(teacher.timezone);
  const { status, page } = parseMessagesPageQuery(await searchParams);
  const [list, options] = await Promise.all([
    listScheduledMessages({ teacherId: teacher.id, query: { status, page, limit: 20 } }),
    loadMessagesPage({ teacherId: teacher.id }),
  ]);
  const empty = emptyStates[status];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Messages"
        description="Schedule e-mails to a student, a tag or all your active students; they go out at the time you choose."
      />
      <div className="grid items-start gap-6 2xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <Card className="max-w-3xl">
          <CardHeader>
            <CardTitle>New message</CardTitle>
            <CardDescription>Sent by e-mail; replies come to your address.</CardDescription>
          </CardHeader>
          <CardContent>
            <ScheduleMessageForm
              students={options.students}
              tags={options.tags}
              activeStudents={options.activeStudents}
              timeZone={timeZone}
            />
          </CardContent>
        </Card>
        <section aria-labelledby="messages-list-heading" className="min-w-0 space-y-4">
          <h2 id="messages-list-heading" className="text-base font-semibold">
            Your messages
          </h2>
          <MessageStatusTabs current={status} counts={options.counts} />
          {list.total === 0 ? (
            <EmptyState icon={empty.icon} title={empty.title} description={empty.description} headingLevel="h3" />
          ) : (
            <ScheduledMessagesTable
              messages={list.data}
              pagination={{ page: list.page, limit: list.limit, total: list.total }}
              timeZone={timeZone}
            />
          )}
        </section>
      </div>
    </div>
  );
}
