'use client';

import { MessageSquareReply } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormDialog, type FormDialogControls } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { callApi } from '@/lib/client/call-api';
import { respondToReviewRoute } from '@/lib/reviews/contracts';
import { maxReviewResponseLength, ZRespondToReviewInput } from '@/lib/reviews/schemas';

type Props = { reviewId: string; reviewer: string; current: string | null };

/** "Respond" / "Edit response" on a review row: a dialog with the public response (POST .../respond). */
export function ReviewRespondDialog({ reviewId, reviewer, current }: Props) {
  const t = useTranslations('teacherReviews.respond');
  return (
    <FormDialog
      trigger={
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-label={t(current ? 'editLabel' : 'respondLabel', { name: reviewer })}
        >
          <MessageSquareReply aria-hidden="true" /> {current ? t('edit') : t('respond')}
        </Button>
      }
      title={current ? t('editTitle') : t('title')}
      description={t('description')}
      submitLabel={t('submit')}
    >
      {(controls) => <RespondForm reviewId={reviewId} current={current} {...controls} />}
    </FormDialog>
  );
}

function RespondForm({
  reviewId,
  current,
  formId,
  onSavingChange,
  close,
}: { reviewId: string; current: string | null } & FormDialogControls) {
  const t = useTranslations('teacherReviews.respond');
  const router = useRouter();
  const { form, onSubmit, formError } = useApiForm({
    schema: ZRespondToReviewInput,
    defaultValues: { response: current ?? '' },
    fallback: t('failed'),
    submit: async (body) => {
      onSavingChange(true);
      try {
        return await callApi(respondToReviewRoute, { params: { id: reviewId }, body });
      } finally {
        onSavingChange(false);
      }
    },
    onSuccess: () => {
      toast.success(t('saved'));
      close();
      router.refresh();
    },
  });
  return (
    <form id={formId} onSubmit={onSubmit} className="space-y-3" noValidate>
      <FormAlert message={formError} />
      <FormField
        label={t('field')}
        error={form.formState.errors.response?.message}
        hint={t('hint', { max: maxReviewResponseLength })}
        required
      >
        <Textarea rows={5} maxLength={maxReviewResponseLength} {...form.register('response')} />
      </FormField>
    </form>
  );
}
