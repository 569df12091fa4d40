import 'server-only';
import { unstable_cache } from 'next/cache';
import { getPublicProfile } from '@/lib/catalogue/get-public-profile';
import { getPublicServiceDetail } from '@/lib/catalogue/get-public-service-detail';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { toLocale, type Locale } from '@/lib/core/locale';
import { getPublicLegalDocuments } from '@/lib/legal/get-public-legal-documents';
import { listPublicReviews } from '@/lib/reviews/public/list-public-reviews';
import { publicPageMaxAgeSeconds, publicPageTags } from '@/lib/public-page/public-page-tags';

/**
 * The public pages' reads, served from Next's data cache and expired by tag when the teacher (or
 * one of their students) changes something (revalidatePublicPages, lib/http/route.ts). Only what
 * every visitor sees is cached: who the visitor is, their next step and live availability stay per
 * request.
 * A missing teacher or service throws, which is never cached.
 */
function teacherIdBySlug(slug: string): Promise<string> {
  return unstable_cache(
    async () => {
      const teacher = await db.teacher.findFirst({ where: { slug, deletedAt: null }, select: { id: true } });
      if (!teacher) throw new NotFoundError('Teacher');
      return teacher.id;
    },
    ['public-page:teacher-id', slug],
    { tags: [publicPageTags.slug(slug)], revalidate: publicPageMaxAgeSeconds },
  )();
}

/** `key` must name everything `read` depends on: Next keys an entry by it, not by the closure. */
async function cachedForTeacher<T>(slug: string, key: unknown[], read: () => Promise<T>): Promise<T> {
  const teacherId = await teacherIdBySlug(slug);
  return unstable_cache(read, ['public-page', slug, JSON.stringify(key)], {
    tags: [publicPageTags.slug(slug), publicPageTags.teacher(teacherId)],
    revalidate: publicPageMaxAgeSeconds,
  })();
}

export const cachedPublicProfile = (slug: string) => cachedForTeacher(slug, ['profile'], () => getPublicProfile(slug));

export const cachedPublicServiceDetail = (slug: string, serviceSlug: string) =>
  cachedForTeacher(slug, ['service', serviceSlug], () => getPublicServiceDetail(slug, serviceSlug));

export const cachedPublicLegalDocuments = (slug: string) =>
  cachedForTeacher(slug, ['legal-documents'], () => getPublicLegalDocuments(slug));

export const cachedPublicReviews = (input: Parameters<typeof listPublicReviews>[0]) =>
  cachedForTeacher(input.slug, ['reviews', input], () => listPublicReviews(input));

/** The teacher's own language: the cached page's language for a visitor who names none of the six. */
export const cachedTeacherLocale = (slug: string): Promise<Locale> =>
  cachedForTeacher(slug, ['locale'], async () => {
    const teacher = await db.teacher.findFirst({ where: { slug, deletedAt: null }, select: { locale: true } });
    if (!teacher) throw new NotFoundError('Teacher');
    return toLocale(teacher.locale);
  });
