import { env } from '@/lib/core/env';

type ServicePage = { teacherSlug: string; serviceSlug: string };

/** The public page of a service, where the enrollment journey starts and comes back to. */
const servicePagePath = ({ teacherSlug, serviceSlug }: ServicePage) =>
  `/${encodeURIComponent(teacherSlug)}/services/${encodeURIComponent(serviceSlug)}`;

/**
 * Where the sign-in link of a new visitor lands: back on the service page with the enrollment open
 * (`enroll=1`), the code they typed and the documents they ticked (`accepted=<versionId>,...`), so they
 * continue where they left off. The page ticks only those still current; enrolling checks them again.
 */
export function enrollmentSignInRedirect(
  page: ServicePage,
  discountCode?: string,
  acceptedVersionIds: readonly string[] = [],
): string {
  const query = new URLSearchParams({ enroll: '1', ...(discountCode ? { discountCode } : {}) });
  if (acceptedVersionIds.length) query.set('accepted', acceptedVersionIds.join(','));
  return `${servicePagePath(page)}?${query}`;
}

/** The version ids of `?accepted=` that name one of `current` (anything else is dropped). */
export function readAcceptedVersionIds(value: string | undefined, current: readonly string[]): string[] {
  if (!value) return [];
  const known = new Set(current);
  return [...new Set(value.split(','))].filter((id) => known.has(id));
}

/** Where the processor sends the payer back: the service page, told how the checkout ended. */
export function enrollmentCheckoutUrls(page: ServicePage, enrollmentId: string) {
  const base = `${env().APP_URL.replace(/\/$/, '')}${servicePagePath(page)}`;
  const back = (checkout: 'success' | 'cancelled') =>
    `${base}?${new URLSearchParams({ enrollment: enrollmentId, checkout })}`;
  return { successUrl: back('success'), cancelUrl: back('cancelled') };
}
