import type { TagView } from '@/lib/openapi/document-view';

export const operationAnchor = (tag: string, operationAnchorId: string) => `${tag}-${operationAnchorId}`;

export function TableOfContents({ tags, hasSchemas }: { tags: TagView[]; hasSchemas: boolean }) {
  return (
    <nav
      aria-label="API sections"
      className="text-sm lg:sticky lg:top-6 lg:max-h-[calc(100dvh-3rem)] lg:overflow-y-auto"
    >
      <h2 className="text-muted-foreground mb-3 text-xs font-semibold tracking-wide uppercase">Contents</h2>
      <ol className="space-y-4">
        {tags.map((tag) => (
          <li key={tag.name}>
            <a href={`#tag-${tag.name}`} className="text-foreground hover:text-primary font-semibold capitalize">
              {tag.name}
            </a>
            <ol className="border-border mt-1.5 space-y-1 border-l pl-3">
              {tag.operations.map((operation) => (
                <li key={operation.anchor}>
                  <a
                    href={`#${operationAnchor(tag.name, operation.anchor)}`}
                    className="text-muted-foreground hover:text-primary flex gap-2"
                  >
                    <span className="w-12 shrink-0 font-mono text-xs leading-5">{operation.method}</span>
                    <span className="font-mono text-xs leading-5 break-all">
                      {operation.path.replace(/^\/api/, '')}
                    </span>
                  </a>
                </li>
              ))}
            </ol>
          </li>
        ))}
        {hasSchemas ? (
          <li>
            <a href="#schemas" className="text-foreground hover:text-primary font-semibold">
              Schemas
            </a>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
