import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { z } from 'zod';
import { AddMemberForm } from '@/components/families/add-member-form';
import { DeleteFamilyButton } from '@/components/families/delete-family-button';
import { EditFamilyForm } from '@/components/families/edit-family-form';
import { BalanceText } from '@/components/families/families-table';
import { familyHeading } from '@/components/families/family-heading';
import { RemoveMemberButton } from '@/components/families/remove-member-button';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { usableTimeZone } from '@/lib/core/time';
import { readFamilyOverview } from '@/lib/family-accounts/read-family-overview';
import { listFamilyCandidates } from '@/lib/families/list-family-candidates';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { formatDateTime, formatMoney } from '@/lib/presentation/format';

type Props = { params: Promise<{ id: string }> };

/** The signed-in teacher's family of the URL, or the 404 page (malformed id, another teacher's). */
const loadOwnFamily = cache(async (teacherId: string, id: string) => {
  if (!z.uuid().safeParse(id).success) notFound();
  return (await readFamilyOverview(teacherId, id)) ?? notFound();
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const teacher = await requireTeacherPage();
  const family = await loadOwnFamily(teacher.id, (await params).id);
  return { title: familyHeading(await getTranslations('teacherFamilies'), family.name) };
}

export default async function FamilyPage({ params }: Props) {
  const teacher = await requireTeacherPage();
  const [family, candidates, tFamilies, t, regional] = await Promise.all([
    loadOwnFamily(teacher.id, (await params).id),
    listFamilyCandidates(teacher.id),
    getTranslations('teacherFamilies'),
    getTranslations('teacherFamilies.page'),
    requestRegionalFormat(),
  ]);
  const zone = usableTimeZone(teacher.timezone);
  const moment = (iso: string) => formatDateTime(iso, zone, 'dayMonthYearClock', regional);
  const nameOf = new Map(family.members.map((member) => [member.studentId, member.name]));

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/families" label={t('back')} />}
        title={familyHeading(tFamilies, family.name)}
        description={t('paidBy', { name: family.payer.name })}
        actions={<DeleteFamilyButton familyId={family.id} name={family.name} />}
      />
      <div className="flex flex-wrap items-center gap-2" aria-label={t('summary')}>
        <Badge tone={family.balanceCents > 0 ? 'warning' : 'neutral'}>
          <BalanceText amount={family.balanceCents} currency={family.currency} regional={regional} />
        </Badge>
        {family.balances
          .filter((balance) => balance.currency !== family.currency)
          .map((balance) => (
            <Badge key={balance.currency} tone={balance.amountCents > 0 ? 'warning' : 'neutral'}>
              <BalanceText amount={balance.amountCents} currency={balance.currency} regional={regional} />
            </Badge>
          ))}
        <Badge>{t('memberCount', { count: family.members.length })}</Badge>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('payer')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">{t('name')}</dt>
              <dd className="font-medium">{family.payer.name}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('email')}</dt>
              <dd className="break-all">
                <a href={`mailto:${family.payer.email}`} className="hover:underline">
                  {family.payer.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('phone')}</dt>
              <dd>
                {family.payer.phone ? (
                  <a href={`tel:${family.payer.phone}`} className="hover:underline">
                    {family.payer.phone}
                  </a>
                ) : (
                  t('none')
                )}
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      <section aria-labelledby="members-heading" className="space-y-3">
        <h2 id="members-heading" className="text-lg font-semibold">
          {t('members')}
        </h2>
        {family.members.length === 0 ? (
          <EmptyState bare headingLevel="h3" title={t('noMembers')} description={t('noMembersHint')} />
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2" aria-label={t('membersLabel')}>
            {family.members.map((member) => (
              <li key={member.studentId}>
                <Card>
                  <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
                    <h3 className="text-base font-semibold">
                      <Link href={`/teacher/students/${member.studentId}`} className="hover:underline">
                        {member.name}
                      </Link>
                    </h3>
                    <div className="flex items-center gap-2">
                      {member.isMinor ? <Badge tone="info">{t('minor')}</Badge> : null}
                      <RemoveMemberButton familyId={family.id} studentId={member.studentId} name={member.name} />
                    </div>
                  </CardHeader>
                  <CardContent className="space-y-3 text-sm">
                    <dl className="grid grid-cols-3 gap-2">
                      <div>
                        <dt className="text-muted-foreground">{t('credits')}</dt>
                        <dd className="tabular-nums">{member.remainingCredits}</dd>
                      </div>
                      <div>
                        <dt className="text-muted-foreground">{t('openHomework')}</dt>
                        <dd className="tabular-nums">{member.openHomework}</dd>
                      </div>
                      <div>
                        <dt className="text-muted-foreground">{t('balance')}</dt>
                        <dd className="tabular-nums">
                          <BalanceText amount={member.balanceCents} currency={family.currency} regional={regional} />
                        </dd>
                      </div>
                    </dl>
                    <div>
                      <h4 className="text-muted-foreground mb-1">{t('nextLessons')}</h4>
                      {member.nextSessions.length === 0 ? (
                        <p className="text-muted-foreground">{t('nothingScheduled')}</p>
                      ) : (
                        <ul className="divide-border divide-y">
                          {member.nextSessions.map((session) => (
                            <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
                              <Link href={`/teacher/sessions/${session.id}`} className="hover:underline">
                                {session.serviceName}
                              </Link>
                              <span className="flex items-center gap-2">
                                <span className="tabular-nums">{moment(session.startUtc)}</span>
                                {session.status !== 'scheduled' ? <StatusBadge status={session.status} /> : null}
                              </span>
                            </li>
                          ))}
                        </ul>
                      )}
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
        <Card>
          <CardHeader>
            <CardTitle>{t('addMember')}</CardTitle>
          </CardHeader>
          <CardContent>
            <AddMemberForm familyId={family.id} candidates={candidates} />
          </CardContent>
        </Card>
      </section>

      <section aria-labelledby="payments-heading" className="space-y-3">
        <h2 id="payments-heading" className="text-lg font-semibold">
          {t('payments')}
        </h2>
        {family.payments.length === 0 ? (
          <EmptyState bare headingLevel="h3" title={t('noPayments')} />
        ) : (
          <Table aria-label={t('paymentsLabel')}>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{t('date')}</TableHead>
                <TableHead scope="col">{t('member')}</TableHead>
                <TableHead scope="col">{t('method')}</TableHead>
                <TableHead scope="col">{t('status')}</TableHead>
                <TableHead scope="col" className="text-right">
                  {t('amount')}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {family.payments.map((payment) => (
                <TableRow key={payment.id}>
                  <TableCell className="tabular-nums">{moment(payment.createdAt)}</TableCell>
                  <TableCell>{nameOf.get(payment.studentId) ?? t('none')}</TableCell>
                  <TableCell>{t(`methods.${payment.method}`)}</TableCell>
                  <TableCell>
                    <StatusBadge status={payment.status} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatMoney(payment.amountCents, payment.currency, regional)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>

      <Card>
        <CardHeader>
          <CardTitle>{t('details')}</CardTitle>
        </CardHeader>
        <CardContent>
          <EditFamilyForm family={{ id: family.id, name: family.name, payer: family.payer }} />
        </CardContent>
      </Card>
    </div>
  );
}
