'use client';

import dynamic from 'next/dynamic';

/**
 * The enrollment form, split from the service page's script (issue 38, item 6, decision 0181): a
 * page that shows it renders it on the server and preloads its chunk; the other service pages (a
 * trial, a full class, a package with credits left) never load it. `next/dynamic` splits only from
 * a client module: called in the (server) panel it left the form in every service page's script.
 */
export const LazyEnrollForm = dynamic(() => import('./enroll-form').then((loaded) => loaded.EnrollForm));
