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

/** Published terms with one version and acceptances, a draft privacy notice and a sent contract. */
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
    bodyMarkdown: `# Privacy notice\n\n${profile.teacher.name} keeps your contact details and lesson notes only as long as needed to teach you.\n`,
    state: 'draft',
    displayOrder: 1,
    currentVersion: 0,
    requiresAcceptance: false,
  } satisfies Prisma.LegalDocumentUncheckedCreateInput;
  await tx.legalDocument.upsert({ where: { id: privacy.id }, create: privacy, update: privacy });

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
