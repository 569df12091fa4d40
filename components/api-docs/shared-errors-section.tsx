import { Badge } from '@/components/ui/badge';
import { errorAnchor, type SharedError } from './shared-errors';

/** The error body and the statuses most operations share, written once; operations link here by code. */
export function SharedErrorsSection({ errors, hasErrorSchema }: { errors: SharedError[]; hasErrorSchema: boolean }) {
  return (
    <section id="errors" aria-labelledby="errors-title" className="mb-12 scroll-mt-6">
      <h2 id="errors-title" className="mb-1 text-xl font-semibold">
        Errors
      </h2>
      <p className="text-muted-foreground mb-3 max-w-3xl text-sm">
        Every error answers <code className="font-mono">{'{ "error": { "code", "message", "details"? } }'}</code>
        {hasErrorSchema ? (
          <>
            {' '}
            (the{' '}
            <a href="#schema-Error" className="text-primary hover:underline">
              Error schema
            </a>
            )
          </>
        ) : null}
        : <code className="font-mono">code</code> is stable and meant for programs,{' '}
        <code className="font-mono">message</code> is for people, <code className="font-mono">details</code> lists each
        invalid field. These statuses mean the same on every operation that lists them; an operation describes in full
        only the errors particular to it.
      </p>
      <dl className="divide-border border-border bg-surface divide-y rounded-xl border">
        {errors.map((error) => (
          <div
            key={error.status}
            id={errorAnchor(error.status)}
            className="flex scroll-mt-6 flex-col gap-1 px-4 py-3 sm:flex-row sm:gap-4"
          >
            <dt className="shrink-0 sm:w-16">
              <Badge tone="neutral" className="font-mono">
                {error.status}
              </Badge>
            </dt>
            <dd className="text-sm">
              {error.description}
              {error.headers.length > 0 ? (
                <span className="text-muted-foreground block text-xs">Headers: {error.headers.join(', ')}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
