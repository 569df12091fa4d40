/** Route contract of the global materials search. */
import { defineRoute } from '@/lib/core/route-contract';
import { ZSearchMaterialsQuery, ZSearchResults } from './schemas';

export const searchMaterialsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/materials/search',
  summary:
    'Search your live templates and resources by name/label, description or tag name (`q`, 1..100 characters, case-insensitive, `_` and `%` literal); optional `type` (template or resource) searches one group only; name matches first',
  tags: ['materials'],
  auth: 'teacher',
  query: ZSearchMaterialsQuery,
  responses: {
    200: {
      description:
        'The hits grouped as templates and resources, each a page (20 by default, at most 100) with its own total',
      schema: ZSearchResults,
    },
  },
});
