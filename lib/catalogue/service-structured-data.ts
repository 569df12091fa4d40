/**
 * schema.org structured data of a public service page (client-safe, pure): a `Course` for courses,
 * otherwise a `Service`, each with its provider (the teacher) and an `Offer` with price and currency.
 */
import { formatMajorAmount } from '@/lib/presentation/money-input';

type StructuredService = {
  name: string;
  description: string | null;
  structure: 'single' | 'package' | 'course' | 'subscription';
  priceAmount: number;
  currency: string;
  teacher: { name: string };
};

type Urls = { page: string; teacherPage: string };

export function serviceStructuredData(service: StructuredService, urls: Urls) {
  const provider = { '@type': 'Person', name: service.teacher.name, url: urls.teacherPage };
  const offer = {
    '@type': 'Offer',
    price: formatMajorAmount(service.priceAmount, service.currency),
    priceCurrency: service.currency,
    availability: 'https://schema.org/InStock',
    url: urls.page,
  };
  const description = service.description ?? `${service.name} with ${service.teacher.name}`;
  if (service.structure === 'course') {
    return {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: service.name,
      description,
      url: urls.page,
      provider,
      offers: offer,
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description,
    url: urls.page,
    provider,
    serviceType: 'Lessons',
    offers: offer,
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
