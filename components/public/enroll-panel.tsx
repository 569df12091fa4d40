import { formatServicePrice } from '@/components/services/format-service-price';
import { Button } from '@/components/ui/button';
import type { PublicServiceDetail } from '@/lib/catalogue/get-public-service-detail';

/**
 * The call to action of a service page (anchor #enroll). Online enrollment is not open yet, so
 * the button says so instead of pretending; the enrollment flow replaces this panel.
 */
export function EnrollPanel({ service }: { service: PublicServiceDetail }) {
  return (
    <section
      id="enroll"
      aria-labelledby="enroll-heading"
      className="border-border bg-surface scroll-mt-20 rounded-xl border p-5 shadow-sm"
    >
      <h2 id="enroll-heading" className="text-muted-foreground text-sm font-medium">
        {service.isTrial ? 'Book your trial' : 'Enroll'}
      </h2>
      <p className="text-foreground mt-1 text-3xl font-semibold tracking-tight tabular-nums">
        <span className="sr-only">Price: </span>
        {formatServicePrice(service)}
      </p>
      <Button size="lg" className="mt-4 w-full" disabled>
        Enrollment opens soon
      </Button>
      <p className="text-muted-foreground mt-3 text-sm leading-6">
        Online enrollment for this service is not open yet. {service.teacher.name} can enroll you directly in the
        meantime.
      </p>
    </section>
  );
}
