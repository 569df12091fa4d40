'use client';

/** The form-wide message of `useApiForm` (`formError`), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="bg-danger-soft text-danger-foreground rounded-md px-3 py-2 text-sm">
      {message}
    </p>
  );
}
