import { InngestTestEngine } from '@inngest/test';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { simulatedFee } from '@/dev/simulators/psp/simulator-state';
import { checkoutFor, pendingEnrollment } from '@/test/fixtures/paid-enrollment';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { paymentReceivedFunction } from './payment-received';

const processor = setUpSimulatedProcessor();

describe('paymentReceivedFunction', () => {
  it("records the processor's fee, e-mails the receipt and notifies the teacher", async () => {
    const setup = await pendingEnrollment();
    await processor().pay((await checkoutFor(setup)).id);
    const payment = await db.payment.findFirstOrThrow({ where: { enrollmentId: setup.enrollment.id } });

    const engine = new InngestTestEngine({ function: paymentReceivedFunction });
    const { result } = await engine.execute({
      events: [{ name: 'payments/payment.received', data: { paymentId: payment.id } }],
    });

    expect(result).toMatchObject({
      fee: { fee: simulatedFee(12_100) },
      email: { sent: true },
      notice: { notified: true },
    });
    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      pspFee: simulatedFee(12_100),
      pspChargeId: expect.stringMatching(/^ch_/),
    });
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: setup.enrollment.id } })).pspFee).toBe(
      simulatedFee(12_100),
    );
    const [email] = await db.emailOutbox.findMany({ where: { teacherId: setup.teacher.id } });
    expect(email).toMatchObject({ to: setup.student.email, subject: `Your payment to ${setup.teacher.name}` });
    expect(email!.html).toContain('€121.00');
    expect(await db.notification.count({ where: { teacherId: setup.teacher.id, type: 'payment_received' } })).toBe(1);
  });
});
