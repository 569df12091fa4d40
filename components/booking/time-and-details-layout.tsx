import type { ReactNode } from 'react';

type Props = {
  timeHeading: ReactNode;
  /** The slot picker (or its skeleton). */
  timePicker: ReactNode;
  detailsHeading: ReactNode;
  /** The chosen time in words, or what to do while none is chosen; announced as it changes. */
  chosenTime: ReactNode;
  /** The form that books the chosen time. */
  children: ReactNode;
};

/**
 * The two steps of every booking page side by side (stacked on a phone): choose a time, then the
 * form that books it, which stays in view while the times scroll. The trial, student and time-first
 * flows share it.
 */
export function TimeAndDetailsLayout({ timeHeading, timePicker, detailsHeading, chosenTime, children }: Props) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section
        aria-labelledby="choose-time-heading"
        className="border-border bg-surface min-w-0 rounded-xl border p-4 sm:p-5"
      >
        <h2 id="choose-time-heading" className="text-foreground mb-3 text-lg font-semibold">
          {timeHeading}
        </h2>
        {timePicker}
      </section>
      <section
        aria-labelledby="your-details-heading"
        className="border-border bg-surface rounded-xl border p-4 sm:p-5 lg:sticky lg:top-6"
      >
        <h2 id="your-details-heading" className="text-foreground text-lg font-semibold">
          {detailsHeading}
        </h2>
        <p className="text-muted-foreground mt-1 mb-4 text-sm" aria-live="polite">
          {chosenTime}
        </p>
        {children}
      </section>
    </div>
  );
}

/** The chosen time's words' emphasis (`<b>` or `<strong>` in the message). */
export const emphasis = (chunks: ReactNode) => <span className="text-foreground font-medium">{chunks}</span>;
