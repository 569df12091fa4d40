export default function Loading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60dvh] items-center justify-center">
      <span className="sr-only">Loading…</span>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-[3px] border-primary-100 border-t-primary"
      />
    </div>
  );
}
