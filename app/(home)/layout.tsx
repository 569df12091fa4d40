import type { ReactNode } from 'react';
import { RequestDocument } from '../request-document';

export { generateMetadata } from '../request-document';

/** This area's document, in the request's language (app/document.tsx). */
export default function AreaLayout({ children }: { children: ReactNode }) {
  return <RequestDocument>{children}</RequestDocument>;
}
