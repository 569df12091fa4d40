import { Globe } from 'lucide-react';
import { DrawnIcon } from '@/components/ui/drawn-icon';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { toLocale } from '@/lib/core/locale';
import { formatZoneName } from '@/lib/presentation/format';
import { usableTimeZone } from '@/lib/core/time';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import type { PublicTeacher } from '@/components/public/types';

export type TeacherHeroProps = {
  teacher: PublicTeacher;
  /** Extra calls to action after "See lessons and prices" (e.g. a student sign-in link). */
  actions?: ReactNode;
};

/** The top of a teacher's public page: photo, name, bio and the main call to action. */
export function TeacherHero({ teacher, actions }: TeacherHeroProps) {
  const t = useTranslations('publicPage.hero');
  const zone = formatZoneName(usableTimeZone(teacher.timezone), toLocale(useLocale()));
  return (
    <section
      aria-labelledby="teacher-name"
      className="border-border bg-surface relative overflow-hidden rounded-2xl border px-5 py-8 shadow-sm sm:px-10 sm:py-12"
    >
      <div
        aria-hidden="true"
        className="from-primary-50 pointer-events-none absolute inset-x-0 top-0 h-32 bg-linear-to-b to-transparent"
      />
      <div className="relative flex flex-col items-center gap-6 text-center sm:flex-row sm:items-start sm:text-left">
        <Avatar name={teacher.name} src={teacher.avatarUrl} size="xl" className="shadow-md ring-4" />
        <div className="min-w-0 flex-1">
          <h1
            id="teacher-name"
            className="text-foreground text-3xl leading-tight font-semibold tracking-tight sm:text-4xl"
          >
            {teacher.name}
          </h1>
          <p className="text-muted-foreground mt-2 inline-flex items-center gap-1.5 text-sm">
            <DrawnIcon icon={Globe} className="size-4" aria-hidden="true" />
            {t('teachesOn', { zone })}
          </p>
          {teacher.bio ? (
            <p className="text-foreground/85 mt-4 max-w-2xl text-base leading-7 whitespace-pre-line">{teacher.bio}</p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-center gap-3 sm:justify-start">
            <Button asChild size="lg">
              <a href="#services">{t('seeLessons')}</a>
            </Button>
            {actions}
          </div>
        </div>
      </div>
    </section>
  );
}
