import type { ReactNode } from 'react';
import { RequestDocument } from '../request-document';

export { generateMetadata } from '../request-document';

/** This area's document, in the request's language (app/document.tsx); the teacher layout adds its messages. */
export default function AreaLayout({ children }: { children: ReactNode }) {
  return <RequestDocument audience="teacher">{children}</RequestDocument>;
}
