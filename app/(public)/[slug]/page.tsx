import type { Metadata } from 'next';
import { cache } from 'react';
import { ServiceList } from '@/components/public/service-list';
import { TeacherHero } from '@/components/public/teacher-hero';
import { getPublicProfile } from '@/lib/catalogue/get-public-profile';
import { loadOr404 } from '../load-or-404';

type Props = { params: Promise<{ slug: string }> };

const loadProfile = cache((slug: string) => loadOr404(() => getPublicProfile(slug)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { teacher } = await loadProfile((await params).slug);
  return { title: teacher.name, description: teacher.bio ?? `Lessons with ${teacher.name}` };
}

export default async function TeacherPublicPage({ params }: Props) {
  const { teacher, services } = await loadProfile((await params).slug);
  return (
    <>
      <TeacherHero teacher={teacher} />
      <ServiceList teacher={teacher} services={services} />
    </>
  );
}
