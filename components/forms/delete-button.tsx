'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { RouteContract } from '@/lib/core/route-contract';
import { ConfirmAction, type ConfirmActionProps } from './confirm-action';

type Props<C extends RouteContract> = Omit<ConfirmActionProps<C>, 'children'>;

/**
 * A small "Delete" button that asks first, deletes through the route given, then refreshes the
 * page. A 404 counts as deleted unless `goneIsDone={false}`: another tab got there first, and the
 * refresh shows the list as it is.
 */
export function DeleteButton<C extends RouteContract>(props: Props<C>) {
  const t = useTranslations('ui');
  return (
    <ConfirmAction goneIsDone {...props}>
      <Trash2 aria-hidden="true" /> {t('delete')}
    </ConfirmAction>
  );
}
