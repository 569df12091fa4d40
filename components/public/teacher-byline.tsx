import Link from 'next/link';
import { Avatar } from '@/components/ui/avatar';
import type { PublicTeacher } from '@/components/public/types';

/** "Taught by" with the teacher's photo and a link to the other services. */
export function TeacherByline({ teacher }: { teacher: PublicTeacher }) {
  return (
    <section aria-label="Teacher" className="border-border bg-surface flex items-center gap-4 rounded-xl border p-4">
      <Avatar name={teacher.name} src={teacher.avatarUrl} size="lg" decorative />
      <div className="min-w-0">
        <p className="text-muted-foreground text-xs font-medium">Taught by</p>
        <p className="text-foreground font-semibold">{teacher.name}</p>
        <Link href={`/${teacher.slug}`} className="text-primary text-sm font-medium hover:underline">
          All lessons and services
        </Link>
      </div>
    </section>
  );
}
