'use client';

import { useTranslations } from 'next-intl';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/** The embed code, read-only, with a copy button. */
export function EmbedSnippet({ snippet }: { snippet: string }) {
  const t = useTranslations('teacherSettingsWidget.embed');
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied(true);
      toast.success(t('copiedToast'));
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t('blocked'));
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor="embed-snippet" className="text-foreground text-sm font-medium">
        {t('label')}
      </label>
      <textarea
        id="embed-snippet"
        readOnly
        rows={4}
        value={snippet}
        onFocus={(event) => event.currentTarget.select()}
        className="border-border bg-surface-muted text-foreground w-full resize-none rounded-md border p-3 font-mono text-xs leading-5 break-all"
      />
      <Button type="button" variant="secondary" size="sm" onClick={copy}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />} {t(copied ? 'copied' : 'copy')}
      </Button>
    </div>
  );
}
