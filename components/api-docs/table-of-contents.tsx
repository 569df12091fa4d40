import { ChevronDown } from 'lucide-react';
import type { TagView } from '@/lib/openapi/document-view';

/** Anchors are built from names that may hold spaces or slashes: keep them to URL-safe characters. */
const anchorSafe = (text: string) => text.replace(/[^a-zA-Z0-9_-]+/g, '-');

export const tagAnchor = (tag: string) => `tag-${anchorSafe(tag)}`;
export const operationAnchor = (tag: string, operationAnchorId: string) =>
  `${anchorSafe(tag)}-${anchorSafe(operationAnchorId)}`;

type Props = { tags: TagView[]; hasSchemas: boolean };

function Entries({ tags, hasSchemas }: Props) {
  return (
    <ol className="space-y-1">
      <li>
        <a href="#errors" className="text-foreground hover:text-primary block py-1 font-semibold">
          Errors
        </a>
      </li>
      {tags.map((tag) => (
        <li key={tag.name}>
          <a
            href={`#${tagAnchor(tag.name)}`}
            className="text-foreground hover:text-primary block py-1 font-semibold capitalize"
          >
            {tag.name}
          </a>
          <ol className="border-border mb-2 space-y-1 border-l pl-3">
            {tag.operations.map((operation) => (
              <li key={operation.anchor}>
                <a
                  href={`#${operationAnchor(tag.name, operation.anchor)}`}
                  className="text-muted-foreground hover:text-primary flex gap-2"
                >
                  <span className="w-12 shrink-0 font-mono text-xs leading-5">{operation.method}</span>
                  <span className="font-mono text-xs leading-5 break-all">{operation.path.replace(/^\/api/, '')}</span>
                </a>
              </li>
            ))}
          </ol>
        </li>
      ))}
      {hasSchemas ? (
        <li>
          <a href="#schemas" className="text-foreground hover:text-primary block py-1 font-semibold">
            Schemas
          </a>
        </li>
      ) : null}
    </ol>
  );
}

/**
 * The contents: a sticky column on a desktop, a folded list on a phone (so the reference starts on
 * the first screen). Tags and their operations are plain anchors: no script.
 */
export function TableOfContents(props: Props) {
  return (
    <>
      <details className="border-border bg-surface rounded-lg border text-sm lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold select-none [&::-webkit-details-marker]:hidden">
          Contents
          <ChevronDown className="text-muted-foreground size-4" aria-hidden="true" />
        </summary>
        <nav aria-label="API contents" className="border-border max-h-[70dvh] overflow-y-auto border-t px-4 py-3">
          <Entries {...props} />
        </nav>
      </details>
      <nav
        aria-label="API contents"
        className="hidden text-sm lg:sticky lg:top-6 lg:block lg:max-h-[calc(100dvh-3rem)] lg:overflow-y-auto lg:pr-2"
      >
        <h2 className="text-muted-foreground mb-3 text-xs font-semibold tracking-wide uppercase">Contents</h2>
        <Entries {...props} />
      </nav>
    </>
  );
}
