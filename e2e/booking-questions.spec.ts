import { openTeacher, pickFreeTime } from './support/booking';
import { demoServiceNamed, demoTeacherApi, type DemoTeacherApi } from './support/demo-teacher';
import { expect, test } from './support/fixtures';

const trialService = 'Free trial lesson (30 min)';
const instrument = 'Which instrument do you play?';
const goals = 'What would you like to work on?';

/** The demo trial's id; its questions are emptied so every run (and a retry) starts the same. */
async function clearTrialQuestions(api: DemoTeacherApi) {
  const trial = await demoServiceNamed(api, trialService);
  const cleared = await api.put(`/api/teacher/services/${trial.id}/questions`, { questions: [] });
  expect(cleared.status()).toBe(200);
  return trial.id;
}

test('the teacher adds two booking questions, a visitor answers them with a trial request, the teacher reads the answers ', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const visitor = { name: `Curious Visitor ${stamp}`, email: `curious.${stamp}@example.test` };
  const teacher = await openTeacher(browser, baseURL);
  const api = demoTeacherApi(teacher.page.request, baseURL!);
  const serviceId = await clearTrialQuestions(api);
  try {
    // The teacher writes the questions on the service page.
    await teacher.page.goto(`/teacher/services/${serviceId}`);
    const section = teacher.page.locator('#questions');
    await expect(section.getByRole('heading', { name: 'Booking questions' })).toBeVisible();
    await expect(section.getByText('No questions')).toBeVisible();
    await section.getByRole('button', { name: 'Add question' }).click();
    const first = section.getByRole('listitem', { name: 'Question 1' });
    await first.getByRole('textbox', { name: 'Question 1' }).fill(instrument);
    await first.getByRole('combobox', { name: 'Answer type' }).selectOption('single_choice');
    await first.getByRole('checkbox', { name: 'Required' }).click();
    await section.getByRole('button', { name: 'Add question' }).click();
    const second = section.getByRole('listitem', { name: 'Question 2' });
    await second.getByRole('textbox', { name: 'Question 2' }).fill(goals);
    await second.getByRole('combobox', { name: 'Answer type' }).selectOption('long_text');
    // A choice without its options is refused on the spot, under the field.
    await section.getByRole('button', { name: 'Save questions' }).click();
    await expect(first.getByText('A choice needs at least two options')).toBeVisible();
    await first.getByRole('textbox', { name: 'Options' }).fill('Piano\nGuitar\nViolin');
    // The goals question goes first, then back down: the order saved is the one shown.
    await second.getByRole('button', { name: 'Move question 2 up' }).click();
    await expect(
      section.getByRole('listitem', { name: 'Question 1' }).getByRole('textbox', { name: 'Question 1' }),
    ).toHaveValue(goals);
    // Now first, the goals question moves back down from there.
    await section.getByRole('button', { name: 'Move question 1 down' }).click();
    await expect(
      section.getByRole('listitem', { name: 'Question 2' }).getByRole('textbox', { name: 'Question 2' }),
    ).toHaveValue(goals);
    await section.getByRole('button', { name: 'Save questions' }).click();
    await expect(teacher.page.getByText('Questions saved.')).toBeVisible();
    const saved = (await (await teacher.page.request.get(`/api/teacher/services/${serviceId}/questions`)).json()) as {
      data: { label: string; required: boolean }[];
    };
    expect(saved.data.map(({ label, required }) => [label, required])).toEqual([
      [instrument, true],
      [goals, false],
    ]);

    // The visitor answers them while requesting the trial.
    await page.goto('/demo');
    await page.locator('#services').getByRole('link', { name: trialService }).click();
    await page.getByRole('link', { name: 'Book a trial' }).first().click();
    await pickFreeTime(page);
    const form = page.getByRole('form', { name: 'Request a trial' });
    await form.getByRole('textbox', { name: 'Your name' }).fill(visitor.name);
    await form.getByRole('textbox', { name: 'E-mail' }).fill(visitor.email);
    await form
      .getByRole('checkbox', { name: 'I agree to the terms and to being contacted about this booking' })
      .check();
    await form.getByRole('button', { name: 'Request trial' }).click();
    // The required choice was left: the form says so under it, and nothing is sent.
    await expect(form.getByText('Choose one of the options')).toBeVisible();
    await form.getByRole('combobox', { name: instrument }).selectOption('Guitar');
    await form.getByRole('textbox', { name: goals }).fill('Fingerpicking and reading tabs');
    await form.getByRole('button', { name: 'Request trial' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Request sent' })).toBeVisible();

    // The teacher reads the answers on the session page and on the student's profile.
    await teacher.page.goto('/teacher/sessions');
    await teacher.page
      .getByRole('listitem', { name: `Trial of ${visitor.name}` })
      .getByRole('link', { name: visitor.name })
      .click();
    const answers = teacher.page.getByRole('definition');
    const onSession = teacher.page.locator('dl[aria-label="Answers to the booking questions"]');
    await expect(onSession).toContainText(instrument);
    await expect(onSession).toContainText('Guitar');
    await expect(onSession).toContainText('Fingerpicking and reading tabs');
    await expect(answers.filter({ hasText: 'Guitar' })).toHaveCount(1);
    await teacher.page.getByRole('link', { name: visitor.name }).first().click();
    await expect(teacher.page.getByRole('heading', { level: 1, name: visitor.name })).toBeVisible();
    const onProfile = teacher.page.locator('dl[aria-label="Answers to the booking questions"]');
    await expect(onProfile).toContainText('Guitar');
    await expect(onProfile).toContainText(goals);
  } finally {
    // The demo trial asks nothing again for the journeys that follow.
    await clearTrialQuestions(api);
    await teacher.context.close();
  }
});
