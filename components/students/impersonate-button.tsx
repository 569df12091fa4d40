'use client';

import { Eye } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { impersonateStudentRoute } from '@/lib/students/contracts';

/** Opens the portal as this student (a fixed 30-minute session; the teacher session is kept). */
export function ImpersonateButton({ studentId, studentName }: { studentId: string; studentName: string }) {
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
      <span>View as student</span>
    </Button>
  );
}
