import { inngest } from '@/inngest/client';
import { paymentReceivedEvent } from '@/lib/jobs/job-events';
import { notifyTeacherOfPayment } from '@/lib/payments/follow-ups/notify-teacher-of-payment';
import { recordProcessorFee } from '@/lib/payments/follow-ups/record-processor-fee';
import { sendPaymentReceipt } from '@/lib/payments/follow-ups/send-payment-receipt';

/**
 * After a confirmed payment (sent by the webhook once committed): the processor fee, the student's
 * receipt and the teacher's notice. Steps are retried on their own; `receipt: false` only fetches
 * the fee (a subscription's first invoice naming its payment intent late).
 */
export const paymentReceivedFunction = inngest.createFunction(
  {
    id: 'payments-payment-received',
    name: 'Payment received follow-ups',
    triggers: [{ event: paymentReceivedEvent.name }],
  },
  async ({ event, step }) => {
    const { paymentId, receipt } = paymentReceivedEvent.parse(event.data);
    const fee = await step.run('record-fee', () => recordProcessorFee(paymentId));
    if (receipt === false) return { fee };
    const email = await step.run('send-receipt', () => sendPaymentReceipt(paymentId));
    const notice = await step.run('notify-teacher', () => notifyTeacherOfPayment(paymentId));
    return { fee, email, notice };
  },
);
