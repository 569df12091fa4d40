import { z } from 'zod';
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZPublicProfile,
  ZPublicService,
  ZPublicTeacher,
  ZServiceIdParams,
  ZServiceSlug,
  ZTeacherService,
  ZTeacherSlugParams,
} from './schemas';

export const getPublicProfileRoute = defineRoute({
  method: 'GET',
  path: '/api/public/{slug}',
  summary: 'Teacher public profile plus listed services',
  tags: ['public'],
  auth: 'public',
  params: ZTeacherSlugParams,
  responses: { 200: { description: 'Profile and services', schema: ZPublicProfile } },
});

export const listPublicServicesRoute = defineRoute({
  method: 'GET',
  path: '/api/public/{slug}/services',
  summary: 'Active services of a teacher',
  tags: ['public'],
  auth: 'public',
  params: ZTeacherSlugParams,
  responses: { 200: { description: 'Active, listed services', schema: z.object({ data: z.array(ZPublicService) }) } },
});

export const getTeacherServiceRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/services/{id}',
  summary: 'One service of the signed-in teacher',
  tags: ['services'],
  auth: 'teacher',
  params: ZServiceIdParams,
  responses: { 200: { description: 'The service', schema: ZTeacherService } },
});

export const getPublicServiceRoute = defineRoute({
  method: 'GET',
  path: '/api/public/{slug}/services/{serviceSlug}',
  summary: 'Detail of one active service',
  tags: ['public'],
  auth: 'public',
  params: ZTeacherSlugParams.extend({ serviceSlug: ZServiceSlug }),
  responses: {
    200: { description: 'The service and its teacher', schema: ZPublicService.extend({ teacher: ZPublicTeacher }) },
  },
});
