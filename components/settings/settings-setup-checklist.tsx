import { ChevronRight, CircleCheck, Circle } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { SetupStep } from '@/lib/settings/get-setup-progress';
import { cn } from '@/lib/presentation/cn';
import { setupSteps } from './settings-setup-steps';

/** The four setup steps, each done or to do (from the database), each a link to where it is done. */
export function SettingsSetupChecklist({ steps }: { steps: SetupStep[] }) {
  const t = useTranslations('teacherSettings');
  const doneCount = steps.filter((step) => step.done).length;
  return (
    <section aria-labelledby="setup-steps-title" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="setup-steps-title" className="text-foreground text-sm font-semibold">
          {t('checklist.title')}
        </h2>
        <p className="text-muted-foreground text-xs">
          {t('checklist.progress', { done: doneCount, total: steps.length })}
        </p>
      </div>
      <ol className="flex flex-col gap-2">
        {steps.map((step, index) => {
          const { href } = setupSteps[step.key];
          const Icon = step.done ? CircleCheck : Circle;
          return (
            <li key={step.key}>
              <Link
                href={href}
                className={cn(
                  'border-border hover:border-primary-300 hover:bg-primary-soft/40 focus-visible:outline-ring flex items-center gap-3 rounded-lg border px-3 py-2.5 transition-colors',
                  step.done && 'bg-surface-muted',
                )}
              >
                <Icon
                  className={cn('size-5 shrink-0', step.done ? 'text-success-foreground' : 'text-muted-foreground')}
                  aria-hidden="true"
                />
                <span className="min-w-0 flex-1">
                  <span className="text-foreground block text-sm font-medium">
                    {t('checklist.numbered', { number: index + 1, title: t(`steps.${step.key}.title`) })}
                    <span className="sr-only"> {t(step.done ? 'checklist.doneHint' : 'checklist.toDoHint')}</span>
                  </span>
                  <span className="text-muted-foreground block text-xs">{t(`steps.${step.key}.text`)}</span>
                </span>
                <span
                  className={cn(
                    'shrink-0 text-xs font-medium',
                    step.done ? 'text-success-foreground' : 'text-muted-foreground',
                  )}
                  aria-hidden="true"
                >
                  {t(step.done ? 'checklist.done' : 'checklist.toDo')}
                </span>
                <ChevronRight className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
