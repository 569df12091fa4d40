import type { Metadata } from 'next';
import { MailCheck, MailX, Send } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
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

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherMessages'))('meta.title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Each tab's empty icon; its words are `teacherMessages.empty.<status>`. */
const emptyIcons: Record<TScheduledMessageStatus, typeof Send> = {
  pending: Send,
  sent: MailCheck,
  cancelled: MailX,
  failed: MailX,
};

export default async function MessagesPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const timeZone = usableTimeZone(teacher.timezone);
  const { status, page } = parseMessagesPageQuery(await searchParams);
  const [list, options] = await Promise.all([
    listScheduledMessages({ teacherId: teacher.id, query: { status, page, limit: 20 } }),
    loadMessagesPage({ teacherId: teacher.id }),
  ]);
  const t = await getTranslations('teacherMessages');

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid items-start gap-6 2xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <Card className="max-w-3xl">
          <CardHeader>
            <CardTitle>{t('new.title')}</CardTitle>
            <CardDescription>{t('new.description')}</CardDescription>
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
            {t('listHeading')}
          </h2>
          <MessageStatusTabs current={status} counts={options.counts} />
          {list.total === 0 ? (
            <EmptyState
              icon={emptyIcons[status]}
              title={t(`empty.${status}.title`)}
              description={t(`empty.${status}.text`)}
              headingLevel="h3"
            />
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
