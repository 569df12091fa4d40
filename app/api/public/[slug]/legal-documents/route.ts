import { publicRoute } from '@/lib/http/route';
import { listPublicLegalDocumentsRoute } from '@/lib/legal/contracts';
import { getPublicLegalDocuments } from '@/lib/legal/get-public-legal-documents';

export const GET = publicRoute(listPublicLegalDocumentsRoute, ({ params }) => getPublicLegalDocuments(params.slug));
