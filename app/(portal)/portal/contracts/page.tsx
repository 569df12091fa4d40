import type { Metadata } from 'next';
import { FileSignature } from 'lucide-react';
import { AcceptanceBadge } from '@/components/legal/legal-badges';
import { LegalMarkdown } from '@/components/legal/markdown';
import { SignContractButton } from '@/components/legal/sign-contract-button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireStudentPage } from '@/lib/auth/require-page';
import { formatInZone } from '@/lib/core/format-time';
import { listStudentContracts } from '@/lib/legal/acceptance/list-student-contracts';
import type { TStudentContract } from '@/lib/legal/acceptance/schemas';

export const metadata: Metadata = { title: 'Contracts' };

/** The student's documents to sign (read the text, then sign) and the ones signed, with the date. */
export default async function PortalContractsPage() {
  const { student, impersonating } = await requireStudentPage();
  const { data } = await listStudentContracts({ student: { id: student.id, teacherId: student.teacherId } });
  const toSign = data.filter((doc) => doc.state === 'pending' || doc.state === 'outdated');
  const rest = data.filter((doc) => !toSign.includes(doc));
  const day = (iso: string) => formatInZone(iso, student.timezone, 'dayMonthYear');

  return (
    <>
      <PageHeader title="Contracts" description="Documents from your teacher to read and sign." />
      {impersonating ? (
        <p
          role="status"
          className="border-warning/35 bg-warning-soft text-warning-foreground rounded-lg border p-3 text-sm"
        >
          Signing is turned off while you view the portal as this student: only they can sign.
        </p>
      ) : null}
      <section aria-labelledby="to-sign-heading" className="mt-4 space-y-3">
        <h2 id="to-sign-heading" className="text-foreground text-lg font-semibold">
          To sign
        </h2>
        {toSign.length === 0 ? (
          <EmptyState
            icon={FileSignature}
            headingLevel="h3"
            title="Nothing to sign"
            description="When your teacher asks you to sign a document, it appears here."
          />
        ) : (
          <ul className="space-y-4">
            {toSign.map((doc) => (
              <li key={doc.documentId} className="border-border bg-surface space-y-3 rounded-xl border p-4 shadow-sm">
                <ContractHeading doc={doc} day={day} />
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
            Signed and past
          </h2>
          <ul className="space-y-3">
            {rest.map((doc) => (
              <li key={doc.documentId} className="border-border bg-surface rounded-xl border p-4 shadow-sm">
                <ContractHeading doc={doc} day={day} />
                <details className="mt-2">
                  <summary className="text-primary cursor-pointer text-sm font-medium">Read the text</summary>
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

function ContractHeading({ doc, day }: { doc: TStudentContract; day: (iso: string) => string }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <h3 className="text-foreground font-medium break-words">{doc.title}</h3>
        <p className="text-muted-foreground text-sm">
          Version {doc.version}
          {doc.acceptedAt ? ` · you signed version ${doc.signedVersion} on ${day(doc.acceptedAt)}` : ''}
          {doc.state === 'outdated' ? ' · this version changed since' : ''}
          {doc.state === 'expired' ? ' · expired: ask your teacher to send it again' : ''}
          {doc.expiresAt && doc.state !== 'expired' ? ` · valid until ${day(doc.expiresAt)}` : ''}
        </p>
      </div>
      <AcceptanceBadge state={doc.state} />
    </div>
  );
}
