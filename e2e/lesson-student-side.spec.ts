import type { Page } from '@playwright/test';
import { openTeacher, signInStudent } from './support/booking';
import { expect, test } from './support/fixtures';

/**
 * Issue 33, the student's side of a lesson: the teacher uploads a PDF, links it to a lesson and writes
 * a summary and homework; the student reads the summary, downloads the PDF, marks the homework done
 * and logs practice; the teacher sees both. The lesson is Sophie's completed trial
 * (prisma/seed/scenario.ts, st1-trial): its content is no other journey's concern.
 */

/** A one-page PDF made here (no binary fixture). */
const pdf = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

async function sophiesLesson(portal: Page): Promise<string> {
  const past = (await (await portal.request.get('/api/student/sessions?scope=past&limit=100')).json()) as {
    data: { id: string; status: string; isTrialSession: boolean }[];
  };
  const lesson = past.data.find((session) => session.isTrialSession && session.status === 'completed');
  expect(lesson).toBeDefined();
  return lesson!.id;
}

test('the teacher shares a file and homework, the student reads, downloads, marks done and logs practice ', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const title = `Verb sheet ${run}`;
  const homework = `Conjugate ten verbs (${run})`;
  const note = `Read aloud (${run})`;
  const summary = `We read a story in the past tense (${run})`;

  const portal = await signInStudent(page, context, 'sophie.laurent@example.com');
  const lessonId = await sophiesLesson(portal);
  // The other screen size's run marked it done already: start from open.
  await portal.request.post(`/api/student/sessions/${lessonId}/homework-done`, {
    data: { done: false },
    headers: { origin: new URL(portal.url()).origin },
  });

  const { context: teacherContext, page: teacher } = await openTeacher(browser, baseURL);
  try {
    // 1. The teacher uploads a PDF of their own.
    await teacher.goto('/teacher/materials');
    await teacher.getByRole('button', { name: 'Upload file' }).first().click();
    const dialog = teacher.getByRole('dialog', { name: 'Upload a file' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Type').selectOption('homework');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'verbs.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(teacher.getByText('File uploaded.')).toBeVisible();

    // 2. Links it to the lesson and sets homework with a due date.
    await teacher.goto(`/teacher/sessions/${lessonId}`);
    const picker = teacher.getByRole('form', { name: 'Link a resource' });
    const choice = picker.getByRole('combobox', { name: 'Resource to link' });
    const value = await choice.locator('option', { hasText: title }).first().getAttribute('value');
    const link = picker.getByRole('button', { name: 'Link resource' });
    // A choice made before the page hydrates is lost: choose again until the form takes it.
    await expect(async () => {
      await choice.selectOption(value!);
      await expect(link).toBeEnabled({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await link.click();
    await expect(teacher.getByRole('button', { name: `Remove ${title}` })).toBeVisible();
    const content = teacher.getByRole('form', { name: 'Session content' });
    await content.getByLabel('Summary').fill(summary);
    await content.getByLabel('Homework', { exact: true }).fill(homework);
    await content.getByLabel('Homework due').fill('2031-12-31');
    await content.getByRole('button', { name: 'Save content' }).click();
    await expect(teacher.getByText('Session content saved.')).toBeVisible();

    // 3. The student reads the summary and the homework, downloads the PDF, marks the homework done.
    await portal.goto(`/portal/sessions/${lessonId}`);
    await expect(portal.getByRole('region', { name: 'Summary' })).toContainText(summary);
    const homeworkBlock = portal.getByRole('region', { name: 'Homework' });
    await expect(homeworkBlock).toContainText(homework);
    await expect(homeworkBlock).toContainText('Due 31 Dec 2031');
    const file = portal.getByRole('list', { name: 'Materials' }).getByRole('link', { name: new RegExp(title) });
    const [download] = await Promise.all([portal.waitForEvent('download'), file.click()]);
    expect(download.suggestedFilename()).toBe('verbs.pdf');
    await homeworkBlock.getByRole('button', { name: 'Mark homework done' }).click();
    await expect(homeworkBlock.getByRole('button', { name: 'Mark as not done' })).toBeVisible();
    await expect(homeworkBlock).toContainText('Done');
    expect(await portal.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await portal.screenshot({ path: testInfo.outputPath('portal-lesson.png'), fullPage: true });

    // 4. Logs practice for today.
    await portal.goto('/portal/practice');
    const form = portal.getByRole('form', { name: 'Log today' });
    await form.getByLabel('Minutes today').fill('25');
    await form.getByLabel('Note').fill(note);
    await form.getByRole('button', { name: 'Log today' }).click();
    await expect(portal.getByText('Practice logged.')).toBeVisible();
    await expect(portal.getByRole('list', { name: 'Practice entries' })).toContainText(note);
    await expect(portal.getByTestId('practice-summary')).not.toContainText('No practice logged');
    await portal.screenshot({ path: testInfo.outputPath('portal-practice.png'), fullPage: true });

    // 5. The teacher sees the homework done and the practice.
    await teacher.goto(`/teacher/sessions/${lessonId}`);
    await expect(teacher.getByRole('region', { name: 'Homework progress' })).toContainText('Done');
    await teacher.getByRole('link', { name: 'Sophie Laurent' }).first().click();
    await expect(teacher).toHaveURL(/\/teacher\/students\/[0-9a-f-]{36}$/);
    const practice = teacher.getByTestId('practice-summary');
    await expect(practice).toContainText('Minutes this week');
    await expect(practice).not.toContainText('No practice logged');
    await expect(teacher.getByRole('list', { name: 'Homework' })).toContainText(homework);
  } finally {
    await teacherContext.close();
  }
});
