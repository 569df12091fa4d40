import type { Metadata } from 'next';
import { OperationCard } from '@/components/api-docs/operation-card';
import { SchemaBlock } from '@/components/api-docs/schema-block';
import { responsesOf, sharedErrorsOf } from '@/components/api-docs/shared-errors';
import { SharedErrorsSection } from '@/components/api-docs/shared-errors-section';
import { operationAnchor, TableOfContents, tagAnchor } from '@/components/api-docs/table-of-contents';
import { buttonVariants } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { buildOpenApiDocument } from '@/lib/openapi/build-document';
import { describeDocument } from '@/lib/openapi/document-view';

export const metadata: Metadata = { title: 'API reference' };

/** The API reference, rendered on the server from the same document as /api/openapi.json: no CDN, no script. */
export default function ApiReferencePage() {
  const document = buildOpenApiDocument();
  const { tags, schemas } = describeDocument(document);
  const sharedErrors = sharedErrorsOf(tags);
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 lg:px-8">
      <aside className="mb-8 lg:mb-0">
        <TableOfContents tags={tags} hasSchemas={schemas.length > 0} />
      </aside>
      <div className="min-w-0">
        <PageHeader
          eyebrow={`OpenAPI ${document.openapi} · version ${document.info.version}`}
          title={document.info.title}
          description={document.info.description}
          actions={
            <a href="/api/openapi.json" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              Download openapi.json
            </a>
          }
        />
        <p className="text-muted-foreground mb-8 max-w-3xl text-sm">
          Routes marked with a session read the <code className="font-mono">svc_session</code> cookie set at sign-in.
          Open an operation for its parameters, body and responses. Errors share one shape and one meaning per status:
          see{' '}
          <a href="#errors" className="text-primary hover:underline">
            Errors
          </a>
          .
        </p>
        <SharedErrorsSection errors={sharedErrors} hasErrorSchema={schemas.some(({ name }) => name === 'Error')} />
        {tags.map((tag) => (
          <section
            key={tag.name}
            id={tagAnchor(tag.name)}
            aria-labelledby={`${tagAnchor(tag.name)}-title`}
            className="mb-12 scroll-mt-6"
          >
            <h2 id={`${tagAnchor(tag.name)}-title`} className="mb-1 text-xl font-semibold capitalize">
              {tag.name}
            </h2>
            {tag.description ? <p className="text-muted-foreground mb-4 text-sm">{tag.description}</p> : null}
            <div className="mt-4 space-y-2">
              {tag.operations.map((operation) => (
                <OperationCard
                  key={operation.anchor}
                  id={operationAnchor(tag.name, operation.anchor)}
                  operation={operation}
                  responses={responsesOf(operation, sharedErrors)}
                />
              ))}
            </div>
          </section>
        ))}
        {schemas.length > 0 ? (
          <section id="schemas" aria-labelledby="schemas-title" className="scroll-mt-6">
            <h2 id="schemas-title" className="mb-4 text-xl font-semibold">
              Schemas
            </h2>
            {schemas.map(({ name, schema }) => (
              <div key={name} id={`schema-${name}`} className="mb-4">
                <h3 className="font-mono text-sm font-semibold">{name}</h3>
                <SchemaBlock schema={schema} label={`${name} schema`} />
              </div>
            ))}
          </section>
        ) : null}
      </div>
    </main>
  );
}
