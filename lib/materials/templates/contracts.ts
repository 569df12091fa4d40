/** Route contracts of lesson templates (materials library, issue 14). */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZCreateTemplateInput,
  ZListTemplatesQuery,
  ZTemplate,
  ZTemplateDetail,
  ZTemplateIdParams,
  ZTemplateList,
  ZTemplateResourceList,
  ZTemplateTree,
  ZUpdateTemplateInput,
} from './schemas';

const tags = ['materials'];

export const listTemplatesRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/lesson-templates',
  summary:
    'Your live lesson templates. Filters: q (name or description), tagIds (comma-separated) with tagMatch any|all, folderId (uuid or `root`); sort name|updated|usage',
  tags,
  auth: 'teacher',
  query: ZListTemplatesQuery,
  responses: { 200: { description: 'A page of templates (20 by default, at most 100)', schema: ZTemplateList } },
});

export const createTemplateRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/lesson-templates',
  summary:
    'Create a template: name required; meetLink an http(s) URL; folderId an own live folder; resourceIds own live resources in order; tags by tagIds and/or names',
  tags,
  auth: 'teacher',
  body: ZCreateTemplateInput,
  responses: {
    201: { description: 'The template (version 1, usageCount 0)', schema: ZTemplate },
    400: { description: 'VALIDATION_ERROR: e.g. meetLink not http(s), unknown tagIds' },
    404: { description: 'NOT_FOUND: the folder, or a resource in resourceIds, is not one of your live ones' },
  },
});

export const templateTreeRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/lesson-templates/tree',
  summary: 'Live folders with the live templates in each, and the templates in no folder: for a picker',
  tags,
  auth: 'teacher',
  responses: { 200: { description: 'The tree', schema: ZTemplateTree } },
});

export const getTemplateRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/lesson-templates/{id}',
  summary: 'One template with its linked resources (position order, trashed ones left out)',
  tags,
  auth: 'teacher',
  params: ZTemplateIdParams,
  responses: { 200: { description: 'The template', schema: ZTemplateDetail } },
});

export const updateTemplateRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/lesson-templates/{id}',
  summary:
    'Change any field; tagIds/tags replace the tags, resourceIds replaces the links (in order). A change of content raises version',
  tags,
  auth: 'teacher',
  params: ZTemplateIdParams,
  body: ZUpdateTemplateInput,
  responses: {
    200: { description: 'The updated template', schema: ZTemplateDetail },
    400: { description: 'VALIDATION_ERROR: e.g. meetLink not http(s), unknown tagIds' },
    404: { description: 'NOT_FOUND: the template, the folder named, or a resource in resourceIds' },
  },
});

export const deleteTemplateRoute = defineRoute({
  method: 'DELETE',
  path: '/api/teacher/lesson-templates/{id}',
  summary: 'Move the template to the trash (restore it from there); sessions keep their snapshot',
  tags,
  auth: 'teacher',
  params: ZTemplateIdParams,
  responses: { 204: { description: 'In the trash' } },
});

export const duplicateTemplateRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/lesson-templates/{id}/duplicate',
  summary:
    'Copy a template as "<name> (copy)" in the same folder, with its fields, tags and every resource link (same positions); usage 0, version 1',
  tags,
  auth: 'teacher',
  params: ZTemplateIdParams,
  responses: { 201: { description: 'The copy', schema: ZTemplateDetail } },
});

export const templateResourcesRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/lesson-templates/{id}/resources',
  summary: 'The resources linked to a template, in position order; trashed ones left out',
  tags,
  auth: 'teacher',
  params: ZTemplateIdParams,
  responses: { 200: { description: 'The resources', schema: ZTemplateResourceList } },
});
