import type { Metadata } from 'next';
import Link from 'next/link';
import { cache } from 'react';
import { ServiceCard } from '@/components/public/service-card';
import { getPublicService } from '@/lib/catalogue/get-public-service';
import { loadOr404 } from '../../../load-or-404';

type Props = { params: Promise<{ slug: string; serviceSlug: string }> };

const loadService = cache((slug: string, serviceSlug: string) => loadOr404(() => getPublicService(slug, serviceSlug)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, serviceSlug } = await params;
  const service = await loadService(slug, serviceSlug);
  return { title: `${service.name} · ${service.teacher.name}` };
}

export default async function PublicServicePage({ params }: Props) {
  const { slug, serviceSlug } = await params;
  const { teacher, ...service } = await loadService(slug, serviceSlug);
  return (
    <div className="space-y-6">
      <Link href={`/${teacher.slug}`} className="text-primary text-sm font-medium hover:underline">
        ← All services of {teacher.name}
      </Link>
      <ServiceCard service={service} />
    </div>
  );
}
