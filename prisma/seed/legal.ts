import type { Prisma } from '@/generated/prisma/client';
import type { SeedContext } from './types';

const termsBody = (teacher: string) => `# Terms of service

These terms apply to lessons booked with ${teacher}.

## Booking and payment
- Lessons are paid in advance through the booking page.
- Packages are valid for the period shown on the service page.

## Cancellations
Cancellations follow the cancellation policy shown on each service.

## Conduct
Be on time, keep your camera on where possible and be kind.
`;

/**
 * What the demo's public forms collect, and why: the booking, trial, enrolment, waitlist and review
 * forms take personal data, so the notice is published (a visitor reads it before sending anything).
 */
export const privacyBody = (teacher: string) => `# Privacy notice

${teacher} ("I") decides how the personal data you give on this page is used. Lektio runs the page and
keeps the data for me.

## What I keep, and why
- Your name, e-mail address and, if you give it, your phone number: to answer you, book and confirm your
  lessons, and send reminders and receipts.
- Your lessons, payments, notes on your progress and homework: to teach you and keep my accounts.
- What you write in a booking, trial, waitlist or review form: to act on it.

## How long
As long as you are my student, then as long as tax law requires for payments. Notes of our contacts are
deleted after a set time.

## Your rights
You can see, correct, export or erase your data: from the Privacy page of your student portal, or by
writing to me. You can also complain to your data protection authority.

## Who else sees it
The payment processor (to take payments), the e-mail service (to send e-mails) and, if I connect them,
Google Calendar and Drive. None of them may use your data for anything else.
`;

/** Published terms with one version and acceptances, a published privacy notice and a sent contract. */
export async function seedLegal({ tx, profile, teacherId, clock, id }: SeedContext) {
  const termsId = id('legal', 'terms');
  const body = termsBody(profile.teacher.name);
  const terms = {
    id: termsId,
    teacherId,
    type: 'terms',
    title: 'Terms of service',
    bodyMarkdown: body,
    state: 'published',
    displayOrder: 0,
    currentVersion: 1,
    requiresAcceptance: true,
    createdAt: clock.daysAgo(120),
  } satisfies Prisma.LegalDocumentUncheckedCreateInput;
  await tx.legalDocument.upsert({ where: { id: termsId }, create: terms, update: terms });

  const versionId = id('legal-version', 'terms', 1);
  const version = {
    id: versionId,
    documentId: termsId,
    version: 1,
    title: terms.title,
    bodyMarkdown: body,
    publishedAt: clock.daysAgo(100),
  };
  await tx.legalDocumentVersion.upsert({ where: { id: versionId }, create: version, update: version });

  const privacy = {
    id: id('legal', 'privacy'),
    teacherId,
    type: 'privacy',
    title: 'Privacy notice',
    bodyMarkdown: privacyBody(profile.teacher.name),
    state: 'published',
    displayOrder: 1,
    currentVersion: 1,
    requiresAcceptance: false,
    createdAt: clock.daysAgo(120),
  } satisfies Prisma.LegalDocumentUncheckedCreateInput;
  await tx.legalDocument.upsert({ where: { id: privacy.id }, create: privacy, update: privacy });
  const privacyVersion = {
    id: id('legal-version', 'privacy', 1),
    documentId: privacy.id,
    version: 1,
    title: privacy.title,
    bodyMarkdown: privacy.bodyMarkdown,
    publishedAt: clock.daysAgo(100),
  };
  await tx.legalDocumentVersion.upsert({
    where: { id: privacyVersion.id },
    create: privacyVersion,
    update: privacyVersion,
  });

  const acceptances = [
    { student: 'st1', state: 'signed', daysAgo: 25 },
    { student: 'st3', state: 'signed', daysAgo: 85 },
    { student: 'st8', state: 'pending', daysAgo: 1 },
  ] as const;
  for (const acceptance of acceptances) {
    const at = clock.daysAgo(acceptance.daysAgo);
    const data = {
      id: id('legal-acceptance', 'terms', acceptance.student),
      teacherId,
      studentId: id('student', acceptance.student),
      documentId: termsId,
      documentVersionId: versionId,
      state: acceptance.state,
      acceptedAt: acceptance.state === 'signed' ? at : null,
      history: [{ state: acceptance.state, at: at.toISOString(), version: 1 }],
    } satisfies Prisma.LegalAcceptanceUncheckedCreateInput;
    await tx.legalAcceptance.upsert({ where: { id: data.id }, create: data, update: data });
  }

  const contract = {
    id: id('contract', 'st3'),
    teacherId,
    studentId: id('student', 'st3'),
    serviceId: id('service', 'package'),
    legalDocumentId: termsId,
    title: `${profile.services.package.name}: agreement`,
    bodyMarkdown: body,
    state: 'sent',
    sentAt: clock.daysAgo(2),
    signedAt: null,
    expiresAt: clock.daysAhead(12),
  } satisfies Prisma.ContractUncheckedCreateInput;
  await tx.contract.upsert({ where: { id: contract.id }, create: contract, update: contract });
}
