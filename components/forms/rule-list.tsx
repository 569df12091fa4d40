import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type Props = {
  legend: string;
  /** The hint's id, so the fieldset is described by it. */
  hintId: string;
  hint: ReactNode;
  /** Shown above the list while it has no rows. */
  empty?: ReactNode;
  /** A problem with the list as a whole, e.g. too many rules. */
  error?: string;
  addDisabled?: boolean;
  onAdd: () => void;
  /** The rows, one <li> each. */
  children: ReactNode;
};

/** An editable list of rules in a form: legend, hint, the rows, the list's own error and "Add rule". */
export function RuleList({ legend, hintId, hint, empty, error, addDisabled, onAdd, children }: Props) {
  const t = useTranslations('ui.ruleList');
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={hintId}>
      <legend className="text-foreground mb-1 text-sm font-medium">{legend}</legend>
      <p id={hintId} className="text-muted-foreground text-xs leading-5">
        {hint}
      </p>
      {empty}
      <ol className="flex flex-col gap-3">{children}</ol>
      {error ? (
        <p role="alert" className="text-danger-foreground text-xs font-medium">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="button" variant="secondary" size="sm" disabled={addDisabled} onClick={onAdd}>
          <Plus aria-hidden="true" /> {t('add')}
        </Button>
      </div>
    </fieldset>
  );
}
