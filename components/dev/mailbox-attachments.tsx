import { Paperclip } from 'lucide-react';
import type { TMailboxAttachment } from '@/lib/mail/dev-mailbox/schemas';

/** base64 -> text (UTF-8: names in an invitation may have accents). */
function decodeText(contentBase64: string): string {
  const bytes = Uint8Array.from(atob(contentBase64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const sizeOf = (contentBase64: string) => {
  const bytes = Math.floor((contentBase64.length * 3) / 4) - (contentBase64.match(/=+$/)?.[0].length ?? 0);
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
};

/**
 * The files a message was sent with: each a download (a `data:` link, so the file needs no route of
 * its own) and, for text files such as an `.ics` invitation, its text on demand.
 */
export function MailboxAttachments({ attachments }: { attachments: readonly TMailboxAttachment[] }) {
  if (!attachments.length) return null;
  return (
    <section aria-label="Attachments" className="flex flex-col gap-2 text-sm">
      <h3 className="text-muted-foreground font-medium">Attachments</h3>
      <ul className="flex flex-col gap-2">
        {attachments.map((file, index) => (
          <li
            key={`${index}-${file.filename}`}
            className="border-border flex min-w-0 flex-col gap-2 rounded-lg border p-3"
          >
            <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
              <Paperclip aria-hidden className="text-muted-foreground size-4 shrink-0" />
              <a
                href={`data:${file.contentType.split(';')[0]};base64,${file.contentBase64}`}
                download={file.filename}
                className="text-foreground font-semibold break-all underline"
              >
                {file.filename}
              </a>
              <span className="text-muted-foreground text-xs">
                {file.contentType.split(';')[0]} · {sizeOf(file.contentBase64)}
              </span>
            </div>
            {file.contentType.startsWith('text/') ? (
              <details>
                <summary className="text-muted-foreground hover:text-foreground cursor-pointer">
                  Show the text of {file.filename}
                </summary>
                <pre className="bg-surface-muted text-foreground mt-2 overflow-x-auto rounded-lg p-3 text-xs leading-5 break-words whitespace-pre-wrap">
                  {decodeText(file.contentBase64)}
                </pre>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
