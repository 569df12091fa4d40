'use client';

import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import type { TScheduleItem } from '@/lib/catalogue/schemas';
import { ScheduleItemForm, type ScheduleItemSubmit, type ScheduleItemValues } from './schedule-item-form';
import { sendJson } from './send-json';

const FIELDS: ReadonlyArray<string> = ['type', 'title', 'description', 'durationMinutes', 'isOptional'];
const isField = (path: string): path is keyof ScheduleItemValues => FIELDS.includes(path);

const EMPTY: ScheduleItemValues = {
  type: 'live_session',
  title: '',
  description: null,
  durationMinutes: 60,
  isOptional: false,
};

type Props = {
  serviceId: string;
  /** The item to edit; without it the dialog adds a new item at the end. */
  item?: TScheduleItem;
  trigger: ReactNode;
  onSaved: (item: TScheduleItem) => void;
};

/** Adds or edits one course item in a dialog; focus returns to the button that opened it. */
export function ScheduleItemDialog({ serviceId, item, trigger, onSaved }: Props) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const initialValues: ScheduleItemValues = item
    ? {
        type: item.type,
        title: item.title,
        description: item.description,
        durationMinutes: item.durationMinutes,
        isOptional: item.isOptional,
      }
    : EMPTY;

  const save: ScheduleItemSubmit = async (values, setError) => {
    setSaving(true);
    const base = `/api/teacher/services/${serviceId}/schedule`;
    const answer = item
      ? await sendJson<TScheduleItem>('PATCH', `${base}/${item.id}`, values)
      : await sendJson<TScheduleItem>('POST', base, values);
    setSaving(false);
    if (!answer.ok) {
      const onFields = (answer.error?.details ?? []).filter((detail) => isField(detail.path));
      for (const detail of onFields) if (isField(detail.path)) setError(detail.path, detail.message);
      if (!onFields.length) toast.error(answer.error?.message ?? 'The item could not be saved.');
      return;
    }
    toast.success(item ? 'Item saved.' : 'Item added.');
    onSaved(answer.data);
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{item ? 'Edit course item' : 'Add a course item'}</DialogTitle>
          <DialogDescription>
            {item
              ? `Item ${item.sequence} of the outline.`
              : 'It is added at the end of the outline; move it afterwards.'}
          </DialogDescription>
        </DialogHeader>
        {open ? <ScheduleItemForm formId={formId} initialValues={initialValues} onSubmit={save} /> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={saving}>
            {item ? 'Save item' : 'Add item'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
