import { cn } from '@/lib/presentation/cn';

const SIZES = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
  xl: 'size-20 text-2xl',
} as const;

/** "Ana María López" -> "AL"; "ana@x.org" -> "A". */
export function initialsOf(name: string): string {
  const words = name.replace(/@.*$/, '').trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

export type AvatarProps = {
  name: string;
  src?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
  /** When the name is already shown next to the avatar, keep it out of the accessibility tree. */
  decorative?: boolean;
};

/**
 * A photo over the person's initials. Plain markup, no client script (it is on every public page,
 * issue 38): the photo is in the server's HTML (no wait for hydration before it loads) and covers
 * the initials once loaded; without a photo the initials carry the name for screen readers.
 */
export function Avatar({ name, src, size = 'md', className, decorative = false }: AvatarProps) {
  return (
    <span
      className={cn(
        'bg-primary-100 ring-surface relative inline-flex shrink-0 overflow-hidden rounded-full align-middle ring-2',
        SIZES[size],
        className,
      )}
      aria-hidden={decorative || undefined}
    >
      <span className="text-primary-700 flex size-full items-center justify-center font-semibold">
        {decorative || src ? (
          <span aria-hidden={src && !decorative ? true : undefined}>{initialsOf(name)}</span>
        ) : (
          <>
            <span aria-hidden="true">{initialsOf(name)}</span>
            <span className="sr-only">{name}</span>
          </>
        )}
      </span>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- avatars are user uploads of any origin, shown small
        <img src={src} alt={decorative ? '' : name} className="absolute inset-0 size-full object-cover" />
      ) : null}
    </span>
  );
}
