import type { AcceptanceState, LegalDocumentType } from '@/generated/prisma/enums';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const acceptance: Record<AcceptanceState, { tone: BadgeTone; label: string }> = {
  signed: { tone: 'success', label: 'Signed' },
  pending: { tone: 'warning', label: 'To sign' },
  outdated: { tone: 'info', label: 'Outdated' },
  expired: { tone: 'danger', label: 'Expired' },
};

/** Where a student stands with a document; null: never asked. `label`: the words in the reader's language. */
export function AcceptanceBadge({ state, label }: { state: AcceptanceState | null; label?: string }) {
  if (!state) return <Badge>{label ?? 'Not sent'}</Badge>;
  const { tone, label: english } = acceptance[state];
  return (
    <Badge tone={tone} dot>
      {label ?? english}
    </Badge>
  );
}

export const documentTypeLabels: Record<LegalDocumentType, string> = {
  contract: 'Contract',
  policy: 'Policy',
  terms: 'Terms',
  privacy: 'Privacy',
};
