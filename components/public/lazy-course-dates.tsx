'use client';

import dynamic from 'next/dynamic';

/**
 * A course's dates on the visitor's clock (course-dates.tsx), split from the service page's script
 * like the enrollment form (decision 0181): only a course's page, which shows them, loads the date
 * formatting (date-fns); a trial's or a package's page does not.
 */
export const LazyCourseDatesText = dynamic(() => import('./course-dates').then((loaded) => loaded.CourseDatesText));
