import type { OperationView, ResponseView, TagView } from '@/lib/openapi/document-view';

/**
 * Most operations answer the same error statuses with the same words (1,088 error rows for 134
 * operations). The reference prints each shared one once, in an "Errors" section, and an operation
 * lists only the codes it can answer, linked there; responses particular to an operation stay in full.
 */

export type SharedError = { status: string; description: string; headers: string[]; operations: number };
export type OperationResponses = { own: ResponseView[]; shared: string[] };

/** A description is shared when this many operations use it word for word for the same status. */
const sharedAtLeast = 3;

export const errorAnchor = (status: string) => `error-${status}`;

const isError = (response: ResponseView) => Number(response.status) >= 400;

export function sharedErrorsOf(tags: TagView[]): SharedError[] {
  const counts = new Map<string, Map<string, ResponseView[]>>();
  const seen = new Set<OperationView>();
  for (const operation of tags.flatMap((tag) => tag.operations)) {
    if (seen.has(operation)) continue; // an operation under two tags counts once
    seen.add(operation);
    for (const response of operation.responses.filter(isError)) {
      const byText = counts.get(response.status) ?? new Map<string, ResponseView[]>();
      byText.set(response.description, [...(byText.get(response.description) ?? []), response]);
      counts.set(response.status, byText);
    }
  }
  return [...counts.entries()]
    .flatMap(([status, byText]) => {
      const [description, uses] = [...byText.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
      if (!description || !uses || uses.length < sharedAtLeast) return [];
      return [{ status, description, headers: uses[0]?.headers ?? [], operations: uses.length }];
    })
    .sort((a, b) => Number(a.status) - Number(b.status));
}

/** An operation's responses, split into its own (in full) and the shared statuses (codes only). */
export function responsesOf(operation: OperationView, shared: SharedError[]): OperationResponses {
  const sharedText = new Map(shared.map((error) => [error.status, error.description]));
  const own: ResponseView[] = [];
  const codes: string[] = [];
  for (const response of operation.responses) {
    if (isError(response) && sharedText.get(response.status) === response.description) codes.push(response.status);
    else own.push(response);
  }
  return { own, shared: codes };
}
