import type { Metadata } from 'next';
import { publicPageMaxAgeSeconds } from '@/lib/public-page/public-page-tags';
import { TeacherPage, teacherPageMetadata } from '../../../(public)/teacher-page';
import { cachedPageLocale, type CachedPageParams } from './cached-page-locale';

// Rendered on the first request of each teacher and language, then served from the cache: nothing
// here may read the request (headers and cookies read as empty). Expired by tag (the reads'), or
// after publicPageMaxAgeSeconds (the literal: Next reads segment options before running the module).
export const dynamic = 'force-static';
export const revalidate = 60;
export const generateStaticParams = async (): Promise<{ locale: string; slug: string }[]> => [];

if (revalidate !== publicPageMaxAgeSeconds) throw new Error('revalidate must equal publicPageMaxAgeSeconds');

export async function generateMetadata({ params }: { params: CachedPageParams }): Promise<Metadata> {
  const { slug } = await cachedPageLocale(params);
  return teacherPageMetadata(slug);
}

export default async function CachedTeacherPage({ params }: { params: CachedPageParams }) {
  const { slug } = await cachedPageLocale(params);
  return <TeacherPage slug={slug} reviewsPage={1} />;
}
