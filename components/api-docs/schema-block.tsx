import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/lib/presentation/cn';

const methodTones: Record<string, BadgeTone> = {
  GET: 'info',
  POST: 'success',
  PUT: 'warning',
  PATCH: 'warning',
  DELETE: 'danger',
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <Badge tone={methodTones[method] ?? 'neutral'} className="min-w-16 justify-center font-mono">
      {method}
    </Badge>
  );
}

const componentRef = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && '$ref' in schema && typeof schema.$ref === 'string'
    ? schema.$ref.match(/^#\/components\/schemas\/(.+)$/)?.[1]
    : undefined;

/** A JSON Schema printed as indented JSON: exact, copyable, and needs no script. Shared schemas link to their section. */
type Props = {
  schema: unknown;
  label?: string;
  /** Inside a response's row: a small disclosure on the line that takes the full width once open. */
  inline?: boolean;
};

export function SchemaBlock({ schema, label = 'Schema', inline = false }: Props) {
  const shared = componentRef(schema);
  if (shared) {
    return (
      <a
        href={`#schema-${shared}`}
        className={cn('text-primary inline-block font-mono text-xs hover:underline', !inline && 'mt-1')}
      >
        {shared} schema
      </a>
    );
  }
  return (
    <details
      className={cn('group border-border bg-surface-muted/60 rounded-md border', inline ? 'open:basis-full' : 'mt-2')}
    >
      <summary
        className={cn(
          'text-muted-foreground group-open:border-border cursor-pointer text-xs font-medium select-none group-open:border-b',
          inline ? 'px-2 py-0.5' : 'px-3 py-2',
        )}
      >
        {label}
      </summary>
      <pre className="text-foreground max-h-[32rem] overflow-auto p-3 font-mono text-xs leading-5">
        {JSON.stringify(schema, null, 2)}
      </pre>
    </details>
  );
}
