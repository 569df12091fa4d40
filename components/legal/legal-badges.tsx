import { useTranslations } from 'next-intl';
import type { AcceptanceState, LegalDocumentType } from '@/generated/prisma/enums';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** Badge tones by state; the words are `teacherLegal.states.<state>` unless the caller gives its own. */
const acceptance: Record<AcceptanceState, BadgeTone> = {
  signed: 'success',
  pending: 'warning',
  outdated: 'info',
  expired: 'danger',
};

/** Where a student stands with a document; null: never asked. `label`: the words in the reader's language. */
export function AcceptanceBadge({ state, label }: { state: AcceptanceState | null; label?: string }) {
  const t = useTranslations('teacherLegal.states');
  if (!state) return <Badge>{label ?? t('none')}</Badge>;
  return (
    <Badge tone={acceptance[state]} dot>
      {label ?? t(state)}
    </Badge>
  );
}

/** The document types in the order the editors offer them; their names are `teacherLegal.types.<type>`. */
export const documentTypes: readonly LegalDocumentType[] = ['contract', 'policy', 'terms', 'privacy'];
