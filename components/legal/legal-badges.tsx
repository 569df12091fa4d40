import type { AcceptanceState, LegalDocumentType } from '@/generated/prisma/enums';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const acceptance: Record<AcceptanceState, { tone: BadgeTone; label: string }> = {
  signed: { tone: 'success', label: 'Signed' },
  pending: { tone: 'warning', label: 'To sign' },
  outdated: { tone: 'info', label: 'Outdated' },
  expired: { tone: 'danger', label: 'Expired' },
};

/** Where a student stands with a document; null: never asked. */
export function AcceptanceBadge({ state }: { state: AcceptanceState | null }) {
  if (!state) return <Badge>Not sent</Badge>;
  const { tone, label } = acceptance[state];
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  );
}

export const documentTypeLabels: Record<LegalDocumentType, string> = {
  contract: 'Contract',
  policy: 'Policy',
  terms: 'Terms',
  privacy: 'Privacy',
};
