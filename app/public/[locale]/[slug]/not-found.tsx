import { NotFoundContent } from '../../../not-found-content';

/** An unknown teacher: the 404 inside the cached page's document, in its language. */
export default function CachedPageNotFound() {
  return <NotFoundContent />;
}
