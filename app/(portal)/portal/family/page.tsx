import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CalendarX, Users } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { requireStudentPage } from '@/lib/auth/require-page';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { formatDateTime, formatMoney } from '@/lib/presentation/format';
import { readFamilyOverview } from '@/lib/family-accounts/read-family-overview';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('portalFamily'))('title') };
}

/**
 * The payer's family overview (issue 34): every member's next lessons, open homework, credits and
 * balance on one page, from famcrm's readFamilyOverview. Only a payer's session has it (404 else).
 */
export default async function PortalFamilyPage() {
  const { student, payer } = await requireStudentPage();
  if (!payer) notFound();
  const overview = await readFamilyOverview(student.teacherId, payer.familyId);
  if (!overview) notFound();
  const t = await getTranslations('portalFamily');
  const regional = await requestRegionalFormat();
  const money = (cents: number) => formatMoney(cents, overview.currency, regional);
  const when = (iso: string) => formatDateTime(iso, student.timezone, 'slotStart', regional);

  return (
    <>
      <PageHeader title={overview.name} description={t('description', { balance: money(overview.balanceCents) })} />
      {overview.members.length === 0 ? (
        <EmptyState icon={Users} title={t('noMembers')} description={t('noMembersHelp')} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label={t('members')}>
          {overview.members.map((member) => (
            <li key={member.studentId} className="bg-card flex flex-col gap-3 rounded-lg border p-4">
              <section aria-labelledby={`member-${member.studentId}`} className="flex flex-col gap-3">
                <div className="flex items-center justify-between gap-2">
                  <h2 id={`member-${member.studentId}`} className="text-foreground text-lg font-semibold">
                    {member.name}
                  </h2>
                  {member.isMinor ? <Badge tone="info">{t('minor')}</Badge> : null}
                </div>
                <dl className="grid grid-cols-3 gap-2 text-sm">
                  <div>
                    <dt className="text-muted-foreground">{t('homework')}</dt>
                    <dd className="text-foreground font-medium">{member.openHomework}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">{t('lessonsLeft')}</dt>
                    <dd className="text-foreground font-medium">{member.remainingCredits}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">{t('balance')}</dt>
                    <dd className="text-foreground font-medium">{money(member.balanceCents)}</dd>
                  </div>
                </dl>
                <div>
                  <h3 className="text-muted-foreground mb-1 text-sm font-medium">{t('nextLessons')}</h3>
                  {member.nextSessions.length === 0 ? (
                    <p className="text-muted-foreground flex items-center gap-2 text-sm">
                      <CalendarX className="size-4" aria-hidden="true" /> {t('nothingBooked')}
                    </p>
                  ) : (
                    <ul className="flex flex-col gap-1 text-sm" aria-label={t('nextLessonsOf', { name: member.name })}>
                      {member.nextSessions.map((session) => (
                        <li key={session.id} className="flex flex-wrap items-center justify-between gap-2">
                          <span>
                            {when(session.startUtc)} · {session.serviceName}
                          </span>
                          <StatusBadge status={session.status} />
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </section>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
