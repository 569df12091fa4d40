'use client';

import { useRouter } from 'next/navigation';
import { DeleteButton } from '@/components/forms/delete-button';
import { deleteWidgetConfigRoute } from '@/lib/widget/contracts';

/** Deletes a widget after asking; sites that embed it then show "not found". */
export function DeleteWidgetButton({ id, name, redirectTo }: { id: string; name: string; redirectTo?: string }) {
  const router = useRouter();
  return (
    <DeleteButton
      contract={deleteWidgetConfigRoute}
      input={{ params: { id } }}
      label={`Delete widget ${name}`}
      title={`Delete the widget “${name}”?`}
      description="Websites that embed it will show “not found” instead of your services. Its past views and clicks stay in your insights."
      confirmLabel="Delete widget"
      done={`Widget “${name}” deleted`}
      failure="The widget could not be deleted. Try again."
      onDone={redirectTo ? () => router.push(redirectTo) : undefined}
    />
  );
}
