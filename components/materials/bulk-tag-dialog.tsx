'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/forms/api-refusal';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TagPicker } from '@/components/ui/tag-picker';
import type { TagChange } from './library-api';
import type { LibraryTag } from './library-types';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "3 items" */
  label: string;
  tags: LibraryTag[];
  /** Tags some of the selected items carry: offered for removal first. */
  present: LibraryTag[];
  onApply: (change: TagChange) => Promise<boolean>;
};

/** Add tags to (existing or new by name) and remove tags from the selected templates and resources. */
export function BulkTagDialog({ open, onOpenChange, label, tags, present, onApply }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Tag {label}</DialogTitle>
          <DialogDescription>Folders keep no tags: only the templates and resources change.</DialogDescription>
        </DialogHeader>
        {open ? <TagForm tags={tags} present={present} onApply={onApply} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function TagForm({ tags, present, onApply }: Pick<Props, 'tags' | 'present' | 'onApply'>) {
  const [add, setAdd] = useState<string[]>([]);
  const [remove, setRemove] = useState<string[]>([]);
  const [names, setNames] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const newNames = names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const removable = present.length ? present : tags;

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!add.length && !remove.length && !newNames.length) {
          setError('Choose a tag to add or remove.');
          return;
        }
        if (add.some((id) => remove.includes(id))) {
          setError('A tag cannot be added and removed at once.');
          return;
        }
        setError(null);
        setPending(true);
        try {
          await onApply({ addTagIds: add, addTags: newNames, removeTagIds: remove });
        } finally {
          setPending(false);
        }
      }}
    >
      <TagPicker
        legend="Add these tags"
        tags={tags}
        value={add}
        onChange={setAdd}
        empty="You have no tags yet: type new ones below."
      />
      <FormField label="New tags" hint="Names separated by commas; they are created for you.">
        <Input
          value={names}
          maxLength={500}
          onChange={(event) => setNames(event.target.value)}
          placeholder="B1, listening"
        />
      </FormField>
      <TagPicker
        legend="Remove these tags"
        tags={removable}
        value={remove}
        onChange={setRemove}
        empty="The selected items carry no tags."
      />
      <FormAlert message={error} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={pending}>
          Apply tags
        </Button>
      </DialogFooter>
    </form>
  );
}
