import { ExternalLink } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Logo } from '@/components/ui/logo';
import { SidebarNav } from '@/components/teacher/sidebar-nav';

/** The fixed desktop sidebar (lg and up). Phones get the same nav in a drawer. */
export function TeacherSidebar({ slug }: { slug: string }) {
  const t = useTranslations('teacherShell');
  return (
    <aside className="border-border bg-surface fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r lg:flex">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Link href="/teacher" className="rounded-md" aria-label={t('logoLink')}>
          <Logo />
        </Link>
      </div>
      <div className="flex-1 overflow-y-auto px-3 py-4">
        <SidebarNav />
      </div>
      <div className="border-border border-t p-3">
        <PublicPageLink slug={slug} />
      </div>
    </aside>
  );
}

/** A card linking to the teacher's public booking page. */
export function PublicPageLink({ slug }: { slug: string }) {
  const t = useTranslations('teacherShell.publicPage');
  return (
    <Link
      href={`/${slug}`}
      target="_blank"
      className="group hover:bg-surface-muted flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm"
    >
      <span className="min-w-0 flex-1">
        <span className="text-foreground block font-medium">{t('title')}</span>
        <span className="text-muted-foreground block truncate text-xs">/{slug}</span>
      </span>
      <ExternalLink className="text-subtle-foreground group-hover:text-foreground size-4 shrink-0" aria-hidden="true" />
      <span className="sr-only">{t('newTab')}</span>
    </Link>
  );
}
