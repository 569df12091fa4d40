/** Route contracts of the resources of the materials library and of the drive import. */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZCreateResourceInput,
  ZImportMaterialsInput,
  ZImportMaterialsResult,
  ZListResourcesQuery,
  ZResource,
  ZResourceIdParams,
  ZResourceList,
  ZUpdateResourceInput,
} from './schemas';

export { ZResourceIdParams };

export const listResourcesRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/resources',
  summary:
    'Your live resources, filtered by the server: q (label, description, tag name), tagIds + tagMatch (any|all), type, provider, favorite, folderId (uuid or root), unlinked=true (never linked to a template or session); sort name|updated|usage',
  tags: ['materials'],
  auth: 'teacher',
  query: ZListResourcesQuery,
  responses: { 200: { description: 'A page of resources (20 by default, at most 100)', schema: ZResourceList } },
});

export const createResourceRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/resources',
  summary:
    'Add a resource (http/https URL only). Without provider it is inferred from the URL: YouTube = video_a, Vimeo = video_b, drive.google.com / docs.google.com = drive, anything else = link',
  tags: ['materials'],
  auth: 'teacher',
  body: ZCreateResourceInput,
  responses: {
    201: { description: 'The resource', schema: ZResource },
    404: { description: 'NOT_FOUND: folderId is not one of your live folders' },
  },
});

export const getResourceRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/resources/{id}',
  summary: 'One live resource with its tags and link counts',
  tags: ['materials'],
  auth: 'teacher',
  params: ZResourceIdParams,
  responses: { 200: { description: 'The resource', schema: ZResource } },
});

export const updateResourceRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/resources/{id}',
  summary: 'Change any field; tagIds and/or tags replace its tags when given',
  tags: ['materials'],
  auth: 'teacher',
  params: ZResourceIdParams,
  body: ZUpdateResourceInput,
  responses: {
    200: { description: 'The updated resource', schema: ZResource },
    404: { description: 'NOT_FOUND: the resource, or folderId, is not yours and live' },
    409: { description: 'CONFLICT: a provider change would make a second resource of one imported drive file' },
  },
});

export const deleteResourceRoute = defineRoute({
  method: 'DELETE',
  path: '/api/teacher/resources/{id}',
  summary: 'Move the resource to the trash (it no longer shows on templates or sessions)',
  tags: ['materials'],
  auth: 'teacher',
  params: ZResourceIdParams,
  responses: { 204: { description: 'In the trash' } },
});

export const toggleResourceFavoriteRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/resources/{id}/favorite',
  summary: 'Toggle the favorite flag',
  tags: ['materials'],
  auth: 'teacher',
  params: ZResourceIdParams,
  responses: { 200: { description: 'The resource with its new flag', schema: ZResource } },
});

export const importMaterialsRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/materials/import',
  summary:
    'Import drive files as resources (provider drive, providerItemId = file id). A file imported before gives the same resource again (a trashed one is restored into the chosen folder)',
  tags: ['materials'],
  auth: 'teacher',
  body: ZImportMaterialsInput,
  responses: {
    200: { description: 'One resource per file, in order, with how many were new', schema: ZImportMaterialsResult },
    404: { description: 'NOT_FOUND: folderId is not one of your live folders, or a file is not in your drive' },
    422: { description: 'DRIVE_NOT_CONNECTED: connect Google Drive in the settings first' },
    503: { description: 'SERVICE_UNAVAILABLE: the drive provider did not answer' },
  },
});
