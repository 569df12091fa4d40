import { ArrowLeft } from 'lucide-react';
import { Link } from '@/components/ui/link';

/** The small "← Services" above a page title. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className="inline-flex items-center gap-1 hover:underline">
      <ArrowLeft className="size-3.5" aria-hidden="true" /> {label}
    </Link>
  );
}
