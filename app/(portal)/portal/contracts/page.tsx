import type { Metadata } from 'next';
import { FileSignature } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { AcceptanceBadge } from '@/components/legal/legal-badges';
import { LegalMarkdown } from '@/components/legal/markdown';
import { SignContractButton } from '@/components/legal/sign-contract-button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireStudentPage } from '@/lib/auth/require-page';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { formatDateTime } from '@/lib/presentation/format';
import { listStudentContracts } from '@/lib/legal/acceptance/list-student-contracts';
import type { TStudentContract } from '@/lib/legal/acceptance/schemas';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('portalPages.contracts'))('title') };
}

type Words = Awaited<ReturnType<typeof getTranslations<'portalPages.contracts'>>>;

/** The student's documents to sign (read the text, then sign) and the ones signed, with the date. */
export default async function PortalContractsPage() {
  const [{ student, impersonating }, t, regional] = await Promise.all([
    requireStudentPage(),
    getTranslations('portalPages.contracts'),
    requestRegionalFormat(),
  ]);
  const { data } = await listStudentContracts({ student: { id: student.id, teacherId: student.teacherId } });
  const toSign = data.filter((doc) => doc.state === 'pending' || doc.state === 'outdated');
  const rest = data.filter((doc) => !toSign.includes(doc));
  const day = (iso: string) => formatDateTime(iso, student.timezone, 'dayMonthYear', regional);

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {impersonating ? (
        <p
          role="status"
          className="border-warning/35 bg-warning-soft text-warning-foreground rounded-lg border p-3 text-sm"
        >
          {t('impersonating')}
        </p>
      ) : null}
      <section aria-labelledby="to-sign-heading" className="mt-4 space-y-3">
        <h2 id="to-sign-heading" className="text-foreground text-lg font-semibold">
          {t('toSign')}
        </h2>
        {toSign.length === 0 ? (
          <EmptyState
            icon={FileSignature}
            headingLevel="h3"
            title={t('nothing')}
            description={t('nothingText')}
          />
        ) : (
          <ul className="space-y-4">
            {toSign.map((doc) => (
              <li key={doc.documentId} className="border-border bg-surface space-y-3 rounded-xl border p-4 shadow-sm">
                <ContractHeading doc={doc} day={day} t={t} />
                <LegalMarkdown className="border-border max-h-96 overflow-y-auto rounded-md border p-3">
                  {doc.bodyMarkdown}
                </LegalMarkdown>
                <SignContractButton
                  documentId={doc.documentId}
                  version={doc.version}
                  title={doc.title}
                  disabled={impersonating}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {rest.length ? (
        <section aria-labelledby="signed-heading" className="mt-8 space-y-3">
          <h2 id="signed-heading" className="text-foreground text-lg font-semibold">
            {t('signedAndPast')}
          </h2>
          <ul className="space-y-3">
            {rest.map((doc) => (
              <li key={doc.documentId} className="border-border bg-surface rounded-xl border p-4 shadow-sm">
                <ContractHeading doc={doc} day={day} t={t} />
                <details className="mt-2">
                  <summary className="text-primary cursor-pointer text-sm font-medium">{t('readText')}</summary>
                  <LegalMarkdown className="mt-2">{doc.bodyMarkdown}</LegalMarkdown>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function ContractHeading({ doc, day, t }: { doc: TStudentContract; day: (iso: string) => string; t: Words }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <h3 className="text-foreground font-medium break-words">{doc.title}</h3>
        <p className="text-muted-foreground text-sm">
          {t('version', { version: doc.version })}
          {doc.acceptedAt ? t('signedOn', { version: doc.signedVersion ?? doc.version, date: day(doc.acceptedAt) }) : ''}
          {doc.state === 'outdated' ? t('outdated') : ''}
          {doc.state === 'expired' ? t('expired') : ''}
          {doc.expiresAt && doc.state !== 'expired' ? t('validUntil', { date: day(doc.expiresAt) }) : ''}
        </p>
      </div>
      <AcceptanceBadge state={doc.state} label={t(`state.${doc.state ?? 'none'}`)} />
    </div>
  );
}
