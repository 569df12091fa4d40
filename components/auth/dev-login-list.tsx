import { FlaskConical, LogIn } from 'lucide-react';

export type DevTeacher = { id: string; name: string };

/** The seeded teachers of the development database (prisma seed). */
export const SEEDED_TEACHERS: DevTeacher[] = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Demo Teacher (demo)' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Second Teacher (demo-2)' },
];

/** Development-only shortcuts to /api/auth/dev-login/:id. Render it only outside production. */
export function DevLoginList({ teachers = SEEDED_TEACHERS }: { teachers?: DevTeacher[] }) {
  return (
    <section
      aria-labelledby="dev-login-heading"
      className="rounded-xl border border-dashed border-warning/60 bg-warning-soft/60 p-4"
    >
      <h2 id="dev-login-heading" className="flex items-center gap-2 text-sm font-semibold text-warning-foreground">
        <FlaskConical className="size-4" aria-hidden="true" />
        Development login
      </h2>
      <p className="mt-1 text-xs leading-5 text-warning-foreground/90">
        Only available outside production. Signs you in as a seeded teacher without Google.
      </p>
      <ul role="list" className="mt-3 flex flex-col gap-2">
        {teachers.map((teacher) => (
          <li key={teacher.id}>
            {/* A plain anchor: this API route redirects and sets a cookie, so it must not be prefetched. */}
            <a
              href={`/api/auth/dev-login/${teacher.id}`}
              className="flex items-center justify-between gap-3 rounded-lg border border-border bg-surface px-3 py-2.5 text-sm font-medium text-foreground shadow-xs transition-colors hover:border-primary-300 hover:bg-primary-soft"
            >
              <span>{`Sign in as ${teacher.name}`}</span>
              <LogIn className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
