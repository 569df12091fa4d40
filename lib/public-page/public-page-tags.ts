/**
 * Cache tags of the public teacher and service pages (app/(public)/cached-public-reads.ts; expired by
 * revalidatePublicPages in lib/http/route.ts). Entries carry two: the slug they were read
 * by (a renamed teacher's old slug must stop answering) and the teacher's id (a student's write
 * knows the teacher only by id).
 */
export const publicPageTags = {
  slug: (slug: string) => `public-page:slug:${slug}`,
  teacher: (teacherId: string) => `public-page:teacher:${teacherId}`,
};

/**
 * Changes made outside a request (background jobs) cannot revalidate a tag: cached public data is
 * at most this old (docs/decisions/0059-fast-start-and-cached-public-pages.md).
 */
export const publicPageMaxAgeSeconds = 60;
