'use client';

import dynamic from 'next/dynamic';

/**
 * The waitlist's join button, split from the service page's script like the enrollment form
 * (lazy-enroll-form.tsx, decision 0181): loaded only on the page of a full class that shows it.
 */
export const LazyWaitlistButton = dynamic(() => import('./waitlist-button').then((loaded) => loaded.WaitlistButton));
