'use client';

import { Eye } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { impersonateStudentRoute } from '@/lib/students/contracts';

/** Opens the portal as this student (a fixed 30-minute session; the teacher session is kept). */
type Props = {
  studentId: string;
  studentName: string;
  /** In the roster: the label gives way to the columns between a phone's cards and a wide screen. */
  compact?: boolean;
};

export function ImpersonateButton({ studentId, studentName, compact = false }: Props) {
  const [pending, setPending] = useState(false);

  async function impersonate() {
    setPending(true);
    try {
      const { redirectTo } = await callApi(impersonateStudentRoute, { params: { id: studentId } });
      window.location.replace(new URL(redirectTo, window.location.origin));
    } catch (error) {
      toast.error(refusalMessage(error, 'Could not open the portal as this student.'));
      setPending(false);
    }
  }

  return (
    <Button
      variant="ghost"
      size="sm"
      loading={pending}
      onClick={impersonate}
      aria-label={`View portal as ${studentName}`}
    >
      <Eye aria-hidden="true" className="size-4" />
      {/* The visible words begin the name "View portal as …" (label in name, WCAG 2.5.3). */}
      <span className={compact ? 'md:max-2xl:sr-only' : undefined}>View portal</span>
    </Button>
  );
}
