'use client';

import { Eye, EyeOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { approveReviewRoute, hideReviewRoute } from '@/lib/reviews/contracts';
import type { TReviewStatus } from '@/lib/reviews/schemas';

type Props = { reviewId: string; status: TReviewStatus; reviewer: string };

/** Publish (approve) a review that is not published, or hide a published one, then refresh the page. */
export function ReviewModerationButtons({ reviewId, status, reviewer }: Props) {
  const t = useTranslations('teacherReviews.moderate');
  const hydrated = useHydrated();
  const publish = status !== 'approved';
  const failure = t('failed');
  const approve = useApiMutation(approveReviewRoute, { success: t('published'), failure });
  const hide = useApiMutation(hideReviewRoute, { success: t('hidden'), failure });
  const moderate = publish ? approve : hide;

  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      loading={moderate.isPending}
      disabled={!hydrated}
      aria-label={t(publish ? 'publishLabel' : 'hideLabel', { name: reviewer })}
      onClick={() => moderate.mutate({ params: { id: reviewId } })}
    >
      {publish ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />} {publish ? t('publish') : t('hide')}
    </Button>
  );
}
