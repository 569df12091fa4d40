import type { Metadata } from 'next';
import { FileText } from 'lucide-react';
import Link from 'next/link';
import { NewLegalDocumentDialog } from '@/components/legal/new-legal-document-dialog';
import { documentTypeLabels } from '@/components/legal/legal-badges';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { formatInZone } from '@/lib/core/format-time';
import { listLegalDocuments } from '@/lib/legal/documents/list-legal-documents';

export const metadata: Metadata = { title: 'Legal documents' };

/** The teacher's contracts, policies, terms and privacy notices, in display order. */
export default async function LegalDocumentsPage() {
  const teacher = await requireTeacherPage();
  const { data: documents } = await listLegalDocuments({ teacherId: teacher.id });
  const nextOrder = documents.reduce((max, doc) => Math.max(max, doc.displayOrder + 1), 0);
  const create = <NewLegalDocumentDialog nextOrder={nextOrder} />;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Legal documents"
        description="Contracts, policies, terms and privacy notices in Markdown. Publishing a change makes a new version; earlier versions stay readable."
        actions={documents.length ? create : undefined}
      />
      {documents.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No legal document yet"
          description="Write your terms or a lesson contract. Students accept published documents when they enroll, or sign them in their portal."
          action={create}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Documents">
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
                    {documentTypeLabels[doc.type]} ·{' '}
                    {doc.currentVersion ? `version ${doc.currentVersion}` : 'never published'} · updated{' '}
                    {formatInZone(doc.updatedAt, teacher.timezone, 'dayMonthYear')}
                    {doc.requiresAcceptance ? ' · accepted at enrollment' : ''}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1.5">
                  <StatusBadge status={doc.state} />
                  {doc.hasUnpublishedChanges && doc.currentVersion > 0 ? (
                    <Badge tone="warning">Unpublished changes</Badge>
                  ) : null}
                </div>
              </div>
              {doc.currentVersion > 0 ? (
                <p className="text-muted-foreground mt-2 text-xs">
                  {doc.acceptanceCounts.signed} signed · {doc.acceptanceCounts.pending} to sign ·{' '}
                  {doc.acceptanceCounts.outdated} outdated · {doc.acceptanceCounts.expired} expired
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
