import { useTranslations } from 'next-intl';

/** The items a bulk action refused, under the title that says which action it was. */
export type FailureReport = { title: string; items: { name: string; message: string }[] };

/** Listed above the contents rather than toasted: a toast would vanish before a long list is read. */
export function LibraryFailures({ failures, onDismiss }: { failures: FailureReport; onDismiss: () => void }) {
  const t = useTranslations('teacherMaterials.failures');
  return (
    <div role="alert" className="border-danger/25 bg-danger-soft text-danger-foreground rounded-lg border p-3 text-sm">
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium">{failures.title}</p>
        <button type="button" className="text-xs underline" onClick={onDismiss}>
          {t('dismiss')}
        </button>
      </div>
      <ul className="mt-1 list-disc pl-5">
        {failures.items.map((failure, index) => (
          <li key={index}>{t('line', { name: failure.name, message: failure.message })}</li>
        ))}
      </ul>
    </div>
  );
}
