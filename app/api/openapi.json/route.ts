import { buildOpenApiDocument } from '@/lib/openapi/build-document';

// The document changes only with the code, so each process builds it once.
let document: ReturnType<typeof buildOpenApiDocument> | undefined;

/** GET /api/openapi.json - the OpenAPI 3.1 description of every /api route (rendered at /docs/api). */
export function GET() {
  document ??= buildOpenApiDocument();
  return Response.json(document);
}
