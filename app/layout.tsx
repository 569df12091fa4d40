import type { ReactNode } from 'react';
import { documentViewport } from './bare-document';

// The same for every page and language, so it may sit here (metadata that is worded sits with each document).
export const viewport = documentViewport;

/**
 * Passes its children through: the document (`<html>`) is rendered by each area's layout, in the
 * language that area decides per request (app/request-document.tsx), or from the path for the
 * cached public page (app/public/[locale]/[slug]/layout.tsx, decision 0143). A document at the root
 * would read the request and keep every page from being cached.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
