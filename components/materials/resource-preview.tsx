'use client';

import { FileText, PlayCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { inferResourceProvider, videoEmbedUrl } from '@/lib/materials/resources/video-links';
import { cn } from '@/lib/presentation/cn';

type Props = {
  url: string;
  label: string;
  thumbnailUrl?: string | null;
  className?: string;
};

/**
 * What a resource looks like: a privacy-friendly player for YouTube (youtube-nocookie.com) and
 * Vimeo (dnt=1) links, loaded only when the teacher asks for it, the thumbnail for anything else
 * that has one, nothing otherwise.
 */
export function ResourcePreview({ url, label, thumbnailUrl, className }: Props) {
  const t = useTranslations('teacherMaterials.preview');
  const embed = videoEmbedUrl(url);
  const [playing, setPlaying] = useState<string | null>(null);
  const [brokenThumbnail, setBrokenThumbnail] = useState<string | null>(null);

  if (embed) {
    const host = inferResourceProvider(url) === 'video_a' ? 'YouTube' : 'Vimeo';
    return (
      <div className={cn('bg-surface-muted relative aspect-video w-full overflow-hidden rounded-md border', className)}>
        {playing === embed ? (
          <iframe
            src={embed}
            title={t('video', { label: label || t('resource') })}
            className="absolute inset-0 size-full"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            allowFullScreen
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(embed)}
            className="text-muted-foreground hover:text-foreground focus-visible:outline-ring absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm focus-visible:outline-2 focus-visible:-outline-offset-2"
          >
            <PlayCircle className="size-10" aria-hidden="true" />
            <span>{t('load', { host })}</span>
            <span className="text-xs">{t('privacy', { host })}</span>
          </button>
        )}
      </div>
    );
  }
  if (thumbnailUrl && brokenThumbnail !== thumbnailUrl) {
    return (
      <div className={cn('bg-surface-muted flex w-full justify-center overflow-hidden rounded-md border', className)}>
        {/* eslint-disable-next-line @next/next/no-img-element -- an external thumbnail of any host */}
        <img
          src={thumbnailUrl}
          alt={t('thumbnail', { label: label || t('theResource') })}
          className="max-h-48 object-contain"
          referrerPolicy="no-referrer"
          loading="lazy"
          onError={() => setBrokenThumbnail(thumbnailUrl)}
        />
      </div>
    );
  }
  return (
    <div
      className={cn(
        'bg-surface-muted text-muted-foreground flex w-full items-center gap-2 rounded-md border px-3 py-3 text-sm',
        className,
      )}
    >
      <FileText className="size-4 shrink-0" aria-hidden="true" />
      <span>{t('none')}</span>
    </div>
  );
}
