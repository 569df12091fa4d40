'use client';

import { Eye, EyeOff } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { approveReviewRoute, hideReviewRoute } from '@/lib/reviews/contracts';
import type { TReviewStatus } from '@/lib/reviews/schemas';

type Props = { reviewId: string; status: TReviewStatus; reviewer: string };

/** Publish (approve) a review that is not published, or hide a published one, then refresh the page. */
export function ReviewModerationButtons({ reviewId, status, reviewer }: Props) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const publish = status !== 'approved';

  async function moderate() {
    setPending(true);
    try {
      await callApi(publish ? approveReviewRoute : hideReviewRoute, { params: { id: reviewId } });
      toast.success(publish ? 'Review published.' : 'Review hidden from your page.');
      router.refresh();
    } catch (error) {
      toast.error(refusalMessage(error, 'The review could not be changed. Try again.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      loading={pending}
      disabled={!hydrated}
      aria-label={`${publish ? 'Publish' : 'Hide'} the review by ${reviewer}`}
      onClick={moderate}
    >
      {publish ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />} {publish ? 'Publish' : 'Hide'}
    </Button>
  );
}
