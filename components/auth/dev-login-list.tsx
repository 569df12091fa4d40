import { FlaskConical, LogIn } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { devLoginRoute } from '@/lib/auth/contracts';
import { contractUrl } from '@/lib/client/contract-url';

export type DevTeacher = { id: string; name: string };

/** The seeded teachers of the development database (prisma seed). */
export const SEEDED_TEACHERS: DevTeacher[] = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Elena Márquez (demo)' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Marcus Bennett (demo-2)' },
];

/** Development-only shortcuts to /api/auth/dev-login/:id. Render it only outside production. */
export function DevLoginList({ teachers = SEEDED_TEACHERS }: { teachers?: DevTeacher[] }) {
  const t = useTranslations('auth.teacher');
  return (
    <section
      aria-labelledby="dev-login-heading"
      className="border-warning/60 bg-warning-soft/60 rounded-xl border border-dashed p-4"
    >
      <h2 id="dev-login-heading" className="text-warning-foreground flex items-center gap-2 text-sm font-semibold">
        <FlaskConical className="size-4" aria-hidden="true" />
        {t('devTitle')}
      </h2>
      <p className="text-warning-foreground/90 mt-1 text-xs leading-5">
        {t('devText')}
      </p>
      <ul role="list" className="mt-3 flex flex-col gap-2">
        {teachers.map((teacher) => (
          <li key={teacher.id}>
            {/* A plain anchor: this API route redirects and sets a cookie, so it must not be prefetched. */}
            <a
              href={contractUrl(devLoginRoute, { teacherId: teacher.id })}
              className="border-border bg-surface text-foreground hover:border-primary-300 hover:bg-primary-soft flex items-center justify-between gap-3 rounded-lg border px-3 py-2.5 text-sm font-medium shadow-xs transition-colors"
            >
              <span>{t('devSignInAs', { name: teacher.name })}</span>
              <LogIn className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
