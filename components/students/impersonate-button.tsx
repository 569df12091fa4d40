'use client';

import { Eye } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/** Opens the portal as this student (a fixed 30-minute session; the teacher session is kept). */
export function ImpersonateButton({ studentId, studentName }: { studentId: string; studentName: string }) {
  const [pending, setPending] = useState(false);

  async function impersonate() {
    setPending(true);
    const response = await fetch(`/api/teacher/students/${studentId}/impersonate`, { method: 'POST' });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      toast.error(body?.error?.message ?? 'Could not open the portal as this student.');
      setPending(false);
      return;
    }
    const { redirectTo } = (await response.json()) as { redirectTo: string };
    window.location.replace(new URL(redirectTo, window.location.origin));
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
      <span className="hidden sm:inline">View as student</span>
    </Button>
  );
}
