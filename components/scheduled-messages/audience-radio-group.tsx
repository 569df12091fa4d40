'use client';

import { Tag, User, Users } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { TScheduledMessageAudience } from '@/lib/scheduled-messages/schemas';
import { cn } from '@/lib/presentation/cn';

/** The three audiences; their words are `teacherMessages.audience.<value>`. */
const choices = [
  { value: 'student', icon: User },
  { value: 'tag', icon: Tag },
  { value: 'all_active', icon: Users },
] as const satisfies ReadonlyArray<{ value: TScheduledMessageAudience; icon: typeof User }>;

/** Who the message goes to, as three radio cards (one row from `sm`, stacked on a phone). */
export function AudienceRadioGroup({ registration }: { registration: UseFormRegisterReturn }) {
  const t = useTranslations('teacherMessages.audience');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-foreground mb-2 text-sm font-medium">{t('legend')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {choices.map(({ value, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'border-border-strong bg-surface flex cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2.5 transition-colors',
              'hover:border-primary-300 has-checked:border-primary has-checked:bg-primary-soft has-checked:ring-primary has-checked:ring-1',
              'has-focus-visible:outline-ring has-focus-visible:outline-2 has-focus-visible:outline-offset-2',
            )}
          >
            <input type="radio" value={value} {...registration} className="sr-only" />
            <Icon className="text-primary size-4 shrink-0" aria-hidden="true" />
            <span className="text-foreground text-sm font-medium">{t(value)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
