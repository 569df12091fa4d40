import { GraduationCap, Plus, SearchX } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** No services at all (first steps), or none with the chosen status. */
export function ServicesEmptyState({ filtered }: { filtered: boolean }) {
  const t = useTranslations('teacherServices.empty');
  if (filtered) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('filteredTitle')}
        description={t('filteredText')}
        action={
          <Button asChild variant="secondary">
            <Link href="/teacher/services">{t('reset')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={GraduationCap}
      title={t('firstTitle')}
      description={t('firstText')}
      action={
        <Button asChild>
          <Link href="/teacher/services/new">
            <Plus aria-hidden="true" /> {t('new')}
          </Link>
        </Button>
      }
    />
  );
}
