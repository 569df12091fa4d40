import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import type { PublicTeacher } from '@/components/public/types';

/** "Taught by" with the teacher's photo and a link to the other services. */
export function TeacherByline({ teacher }: { teacher: PublicTeacher }) {
  const t = useTranslations('publicService.byline');
  return (
    <section aria-label={t('label')} className="border-border bg-surface flex items-center gap-4 rounded-xl border p-4">
      <Avatar name={teacher.name} src={teacher.avatarUrl} size="lg" decorative />
      <div className="min-w-0">
        <p className="text-muted-foreground text-xs font-medium">{t('taughtBy')}</p>
        <p className="text-foreground font-semibold">{teacher.name}</p>
        <Link href={`/${teacher.slug}`} className="text-primary text-sm font-medium hover:underline">
          {t('allServices')}
        </Link>
      </div>
    </section>
  );
}
