/** Route contract of the global materials search. */
import { defineRoute } from '@/lib/core/route-contract';
import { ZSearchMaterialsQuery, ZSearchPage } from './schemas';

export const searchMaterialsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/materials/search',
  summary:
    'Search your live templates and resources by name/label, description or tag name (`q`, 1..100 characters, case-insensitive, `_` and `%` literal); optional `type`; name matches first',
  tags: ['materials'],
  auth: 'teacher',
  query: ZSearchMaterialsQuery,
  responses: { 200: { description: 'A page of hits (20 by default, at most 100)', schema: ZSearchPage } },
});
