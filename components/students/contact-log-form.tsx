'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { failureMessage, sendJson } from '@/components/services/send-json';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { maxStudentTextLength, ZCreateContactLogInput } from '@/lib/students/schemas';

/** Records a message or call to the student (POST /api/teacher/contact-log). */
export function ContactLogForm({ studentId }: { studentId: string }) {
  const router = useRouter();
  const [channel, setChannel] = useState('messaging');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZCreateContactLogInput.safeParse({ studentId, channel, note: note.trim() || null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the note');
      return;
    }
    setError(null);
    setPending(true);
    const answer = await sendJson('POST', '/api/teacher/contact-log', parsed.data);
    setPending(false);
    if (!answer.ok) {
      setError(failureMessage(answer, 'The contact could not be saved. Try again.'));
      return;
    }
    setNote('');
    toast.success('Contact recorded.');
    router.refresh();
  }

  return (
    <form onSubmit={submit} aria-label="Add contact" className="space-y-3">
      <FormField label="Channel">
        <Select
          value={channel}
          onChange={(event) => setChannel(event.target.value)}
          options={[
            { value: 'messaging', label: 'Messaging' },
            { value: 'email', label: 'E-mail' },
            { value: 'phone', label: 'Phone' },
          ]}
        />
      </FormField>
      <FormField label="Note" error={error} hint={`At most ${maxStudentTextLength} characters`}>
        <Textarea rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
      </FormField>
      <Button type="submit" variant="secondary" loading={pending}>
        Record contact
      </Button>
    </form>
  );
}
