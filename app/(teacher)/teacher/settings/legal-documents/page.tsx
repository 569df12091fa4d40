import type { Metadata } from 'next';
import { FileText } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { NewLegalDocumentDialog } from '@/components/legal/new-legal-document-dialog';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { toRegionalFormat } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';
import { listLegalDocuments } from '@/lib/legal/documents/list-legal-documents';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSettingsPages'))('legal.title') };
}

/** The teacher's contracts, policies, terms and privacy notices, in display order. */
export default async function LegalDocumentsPage() {
  const teacher = await requireTeacherPage();
  const { data: documents } = await listLegalDocuments({ teacherId: teacher.id });
  const nextOrder = documents.reduce((max, doc) => Math.max(max, doc.displayOrder + 1), 0);
  const create = <NewLegalDocumentDialog nextOrder={nextOrder} />;
  const tp = await getTranslations('teacherSettingsPages');
  const regional = toRegionalFormat(teacher);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={tp('legal.title')}
        description={tp('legal.description')}
        actions={documents.length ? create : undefined}
      />
      {documents.length === 0 ? (
        <EmptyState
          icon={FileText}
          title={tp('legal.emptyTitle')}
          description={tp('legal.emptyBody')}
          action={create}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={tp('legal.documents')}>
          {documents.map((doc) => (
            <li key={doc.id} className="border-border bg-surface rounded-xl border p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 space-y-1">
                  <Link
                    href={`/teacher/settings/legal-documents/${doc.id}`}
                    className="text-foreground font-medium break-words hover:underline"
                  >
                    {doc.title}
                  </Link>
                  <p className="text-muted-foreground text-sm">
                    {tp('legal.line', {
                      type: tp(`legal.types.${doc.type}`),
                      version: doc.currentVersion
                        ? tp('legal.version', { version: doc.currentVersion })
                        : tp('legal.neverPublished'),
                      updated: formatDateTime(doc.updatedAt, teacher.timezone, 'dayMonthYear', regional),
                    })}
                    {doc.requiresAcceptance ? ` · ${tp('legal.atEnrollment')}` : ''}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1.5">
                  <StatusBadge status={doc.state} />
                  {doc.hasUnpublishedChanges && doc.currentVersion > 0 ? (
                    <Badge tone="warning">{tp('legal.unpublished')}</Badge>
                  ) : null}
                </div>
              </div>
              {doc.currentVersion > 0 ? (
                <p className="text-muted-foreground mt-2 text-xs">{tp('legal.counts', doc.acceptanceCounts)}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
