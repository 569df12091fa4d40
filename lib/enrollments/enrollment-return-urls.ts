import { env } from '@/lib/core/env';

type ServicePage = { teacherSlug: string; serviceSlug: string };

/** The public page of a service, where the enrollment journey starts and comes back to. */
const servicePagePath = ({ teacherSlug, serviceSlug }: ServicePage) =>
  `/${encodeURIComponent(teacherSlug)}/services/${encodeURIComponent(serviceSlug)}`;

/**
 * Where the sign-in link of a new visitor lands: back on the service page with the enrollment open
 * (`enroll=1`) and the code they typed, so they continue where they left off.
 */
export function enrollmentSignInRedirect(page: ServicePage, discountCode?: string): string {
  const query = new URLSearchParams({ enroll: '1', ...(discountCode ? { discountCode } : {}) });
  return `${servicePagePath(page)}?${query}`;
}

/** Where the processor sends the payer back: the service page, told how the checkout ended. */
export function enrollmentCheckoutUrls(page: ServicePage, enrollmentId: string) {
  const base = `${env().APP_URL.replace(/\/$/, '')}${servicePagePath(page)}`;
  const back = (checkout: 'success' | 'cancelled') =>
    `${base}?${new URLSearchParams({ enrollment: enrollmentId, checkout })}`;
  return { successUrl: back('success'), cancelUrl: back('cancelled') };
}
