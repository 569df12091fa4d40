import type { ReactNode } from 'react';

/**
 * A refusal written under the form or the buttons it is about, announced when it appears; nothing
 * while there is none. The session components' one way to show it.
 */
export function RefusalLine({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-danger-foreground text-sm font-medium">
      {message}
    </p>
  );
}
