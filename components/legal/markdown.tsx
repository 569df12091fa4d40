import Markdown, { type Components, type UrlTransform } from 'react-markdown';
import { cn } from '@/lib/presentation/cn';

const safeProtocols = new Set(['http:', 'https:', 'mailto:']);

/**
 * Only absolute http(s) and mailto links survive; anything else (javascript:, data:, vbscript:, a
 * relative path that could hide a scheme behind an entity) becomes no link at all.
 */
export const safeUrl: UrlTransform = (url) => {
  try {
    return safeProtocols.has(new URL(url).protocol) ? url : '';
  } catch {
    return '';
  }
};

const components: Components = {
  // An emptied href renders plain text, not a link to the current page.
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
};

/**
 * A legal document's Markdown, rendered safely (decision 0042): raw HTML is dropped (`skipHtml`, so
 * `<script>` or `<img onerror>` written in the body never reach the page), images are not rendered
 * (no tracking pixels or hostile sources in a contract), and links keep only http, https and mailto.
 * One component for the teacher's preview, the portal and the public enrollment pages.
 */
export function LegalMarkdown({ children, className }: { children: string; className?: string }) {
  return (
    <div
      className={cn(
        'text-foreground/90 max-w-none text-sm leading-6 break-words',
        '[&_h1]:mt-4 [&_h1]:mb-2 [&_h1]:text-lg [&_h1]:font-semibold [&_h1:first-child]:mt-0',
        '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-semibold [&_h2:first-child]:mt-0',
        '[&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:font-semibold [&_h4]:font-semibold',
        '[&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5',
        '[&_blockquote]:border-border [&_blockquote]:text-muted-foreground [&_blockquote]:border-l-2 [&_blockquote]:pl-3',
        '[&_code]:bg-muted [&_pre]:bg-muted [&_code]:rounded [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:p-3',
        '[&_hr]:border-border [&_hr]:my-4',
        className,
      )}
    >
      <Markdown skipHtml urlTransform={safeUrl} disallowedElements={['img']} components={components}>
        {children}
      </Markdown>
    </div>
  );
}
