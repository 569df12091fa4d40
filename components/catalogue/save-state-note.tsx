import { Check, CircleAlert, LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { SaveState } from './use-order-saver';

/** "Saving…" / "Order saved" next to a reorderable list, announced politely. */
export function SaveStateNote({ state }: { state: SaveState }) {
  const t = useTranslations('teacherServices.saveState');
  return (
    <p role="status" className="text-muted-foreground flex min-h-5 items-center gap-1.5 text-sm">
      {state === 'saving' ? (
        <>
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> {t('saving')}
        </>
      ) : null}
      {state === 'saved' ? (
        <>
          <Check className="text-success size-4" aria-hidden="true" /> {t('saved')}
        </>
      ) : null}
      {state === 'failed' ? (
        <>
          <CircleAlert className="text-danger size-4" aria-hidden="true" /> {t('failed')}
        </>
      ) : null}
    </p>
  );
}
