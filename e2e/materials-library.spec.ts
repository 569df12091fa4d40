import { demoTeacherLogin } from './support/booking';
import { expect, test, type Page } from './support/fixtures';

const minute = 60 * 1000;

/**
 * Books a session of the demo teacher by the API (the booking form is another journey's): Marco's
 * Spanish lesson, weeks ahead in the Madrid night so that no other journey's time clashes; the next
 * hour when a run before this one on the same server took the time.
 */
async function bookSession(page: Page, baseURL: string, daysAhead: number): Promise<string> {
  const api = page.request;
  const first = async (path: string) => {
    const response = await api.get(path);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: { id: string }[] }).data[0]!;
  };
  const marco = await first(`/api/teacher/students?search=${encodeURIComponent('marco.rossi@example.com')}`);
  const lesson = await first('/api/teacher/services?search=Spanish%20or%20English');
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + daysAhead);
  start.setUTCHours(2, 10, 0, 0);
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const created = await api.post('/api/teacher/sessions', {
      headers: { origin: baseURL },
      data: {
        serviceId: lesson.id,
        studentId: marco.id,
        startUtc: new Date(start.getTime() + attempt * 65 * minute).toISOString(),
      },
    });
    if (created.status() === 409) continue;
    expect(created.status()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  }
  throw new Error('No free time for the session');
}

test('a teacher files a template with two resources in a folder tree, applies it to a session, deletes the folder and restores it from the trash', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const course = `Course ${stamp}`;
  const unit = `Unit 1 ${stamp}`;
  const worksheet = `Worksheet ${stamp}`;
  const video = `Video ${stamp}`;
  const template = `Lesson plan ${stamp}`;
  const meetLink = `https://meet.example.com/e2e-${stamp}`;

  await page.goto(demoTeacherLogin);
  await page.goto('/teacher/materials');
  await expect(page.getByRole('heading', { level: 1, name: 'Materials' })).toBeVisible();
  const tree = page.getByRole('tree', { name: 'Folders' });

  // A folder at the top, opened from the tree.
  await page.getByRole('button', { name: 'New folder' }).click();
  let dialog = page.getByRole('dialog', { name: 'New folder' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(course);
  await dialog.getByRole('button', { name: 'Create folder' }).click();
  await expect(dialog).toBeHidden();
  await tree.getByText(course, { exact: true }).click();
  await expect(page).toHaveURL(/folder=[0-9a-f-]{36}/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(course);
  await expect(page.getByRole('heading', { name: `“${course}” is empty` })).toBeVisible();

  // A subfolder in it, opened from its tile.
  await page.getByRole('button', { name: 'New subfolder' }).first().click();
  dialog = page.getByRole('dialog', { name: `New folder in ${course}` });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(unit);
  await dialog.getByRole('button', { name: 'Create folder' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('list', { name: 'Folders here' }).getByRole('link', { name: unit }).click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(unit);

  // Two resources in the subfolder.
  for (const [label, url] of [
    [worksheet, `https://example.com/worksheets/${stamp}.pdf`],
    [video, `https://www.youtube.com/watch?v=e2e${String(stamp).slice(-8)}`],
  ] as const) {
    await page.getByRole('button', { name: 'Add resource' }).first().click();
    dialog = page.getByRole('dialog', { name: 'New resource' });
    await dialog.getByRole('textbox', { name: 'Link' }).fill(url);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(label);
    await dialog.getByRole('button', { name: 'Add resource' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: label, exact: true })).toBeVisible();
  }
  // A resource opens in its dialog; the star marks it a favorite.
  await page.getByRole('button', { name: worksheet, exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Edit resource' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(worksheet);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const star = page.getByRole('button', { name: `Favorite: ${worksheet}` });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  // A template in the subfolder with both resources and a meet link.
  await page.getByRole('link', { name: 'New template' }).first().click();
  await expect(page).toHaveURL(/\/teacher\/materials\/templates\/new\?folderId=/, { timeout: 20_000 });
  const editor = page.getByRole('form', { name: 'Lesson template' });
  await editor.getByRole('textbox', { name: 'Name' }).fill(template);
  await editor.getByRole('textbox', { name: 'Meet link' }).fill(meetLink);
  const search = editor.getByRole('searchbox', { name: 'Add from your library' });
  for (const label of [worksheet, video]) {
    await search.fill(label);
    await editor.getByRole('button', { name: `Add ${label}` }).click();
  }
  await expect(editor.getByRole('list', { name: 'Linked resources, in order' }).getByRole('listitem')).toHaveCount(2);
  await editor.getByRole('button', { name: 'Create template' }).click();
  await expect(page).toHaveURL(/\/teacher\/materials\/templates\/[0-9a-f-]{36}$/, { timeout: 20_000 });

  // The subfolder holds the three items; the tree counts them on the course too.
  await page.goto('/teacher/materials');
  await expect(tree.getByRole('treeitem', { name: `${course}, 3 items` })).toBeVisible();

  // Apply the template to a session from the session page's picker: its meet link and resources come along.
  const sessionId = await bookSession(page, baseURL!, 40 + (stamp % 20));
  await page.goto(`/teacher/sessions/${sessionId}`);
  const picker = page.getByRole('form', { name: 'Link a template' });
  await picker.getByRole('searchbox', { name: 'Find a template' }).fill(template);
  const choice = picker.getByRole('combobox', { name: 'Template to link' });
  const value = await choice.locator('option', { hasText: template }).first().getAttribute('value');
  await choice.selectOption(value!);
  await picker.getByRole('button', { name: 'Link template' }).click();
  const applied = page.getByRole('region', { name: 'Lesson templates' }).getByRole('listitem');
  await expect(applied.filter({ hasText: template })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: 'Meeting link' })).toHaveValue(meetLink);
  const resources = page.getByRole('region', { name: 'Resources', exact: true });
  await expect(resources.getByRole('link', { name: new RegExp(worksheet) })).toBeVisible();
  await expect(resources.getByRole('link', { name: new RegExp(video) })).toBeVisible();

  // Delete the course (the confirmation says what goes with it), then restore the whole batch.
  await page.goto('/teacher/materials');
  await tree.getByText(course, { exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(course);
  await page.getByRole('button', { name: 'Folder actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete…' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete “${course}”?` });
  await expect(confirm).toContainText('1 subfolder');
  await expect(confirm).toContainText('3 items inside');
  await confirm.getByRole('button', { name: 'Move to trash' }).click();
  await expect(page).not.toHaveURL(/folder=/, { timeout: 15_000 });
  await expect(tree.getByText(course, { exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Trash' }).click();
  await expect(page).toHaveURL(/\/teacher\/materials\/trash/, { timeout: 15_000 });
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(course) }) });
  await entry.getByRole('button', { name: 'Restore everything deleted with this folder' }).click();
  await expect(entry).toHaveCount(0, { timeout: 15_000 });

  await page.goto('/teacher/materials');
  await expect(tree.getByRole('treeitem', { name: `${course}, 3 items` })).toBeVisible();
});

test('the library fits a phone: the folders open in a drawer @phone', async ({ page }) => {
  await page.goto(demoTeacherLogin);
  await page.goto('/teacher/materials');
  await expect(page.getByRole('heading', { level: 1, name: 'Materials' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(width).toBeLessThanOrEqual(0);

  const isPhone = test.info().project.name === 'phone';
  if (isPhone) await page.getByRole('button', { name: 'Folders' }).click();
  const tree = page.getByRole('tree', { name: 'Folders' });
  await tree.getByText('Grammar', { exact: true }).click();
  await expect(page).toHaveURL(/folder=[0-9a-f-]{36}/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Grammar');
  if (isPhone) await expect(tree).toBeHidden();

  // Grid and list both fit.
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole('table')).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});

test('the teacher moves items by dragging them onto a folder or with "Move to…", and a move too deep is refused', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  await page.goto(demoTeacherLogin);
  const post = async (path: string, data: object) => {
    const response = await page.request.post(path, { data, headers: { origin: baseURL! } });
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: string };
  };
  // Four nested folders (the deepest at level 4), and a folder with a subfolder beside them.
  let parentId: string | null = null;
  for (const level of [1, 2, 3, 4]) {
    parentId = (await post('/api/teacher/materials/folders', { name: `Level ${level} ${stamp}`, parentId })).id;
  }
  const box = await post('/api/teacher/materials/folders', { name: `Box ${stamp}` });
  await post('/api/teacher/materials/folders', { name: `Inner ${stamp}`, parentId: box.id });
  const note = `Note ${stamp}`;
  await post('/api/teacher/resources', { label: note, url: 'https://example.com/note' });

  const tree = page.getByRole('tree', { name: 'Folders' });
  const row = (name: string) => tree.getByText(name, { exact: true });

  // Drag the resource (found by search) onto the first folder of the chain.
  await page.goto(`/teacher/materials?q=${encodeURIComponent(note)}`);
  const card = page
    .getByRole('list', { name: 'Templates and resources' })
    .getByRole('listitem')
    .filter({ hasText: note });
  await card.dragTo(row(`Level 1 ${stamp}`));
  await expect(page.getByText(`Moved “${note}” to Level 1 ${stamp}.`)).toBeVisible();
  await expect(card).toContainText(`in Level 1 ${stamp}`);

  // Tag it from the bulk bar with a new tag.
  await card.getByRole('checkbox', { name: `Select ${note}` }).check();
  const bar = page.getByRole('toolbar', { name: 'Selected items' });
  await expect(bar).toContainText('1 selected');
  await bar.getByRole('button', { name: 'Tag…' }).click();
  const tagging = page.getByRole('dialog', { name: 'Tag 1 item' });
  await tagging.getByRole('textbox', { name: 'New tags' }).fill(`e2e-${stamp}`);
  await tagging.getByRole('button', { name: 'Apply tags' }).click();
  await expect(tagging).toBeHidden();
  await expect(card).toContainText(`e2e-${stamp}`);

  // The box with its subfolder cannot go under level 4 (its subfolder would sit at level 6).
  await row(`Level 1 ${stamp}`).click();
  for (const level of [2, 3]) {
    await row(`Level ${level} ${stamp}`).click();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Level ${level} ${stamp}`);
  }
  await expect(row(`Level 4 ${stamp}`)).toBeVisible();
  await row(`Box ${stamp}`).dragTo(row(`Level 4 ${stamp}`));
  await expect(page.getByRole('alert').filter({ hasText: 'Some items were not moved' })).toContainText(
    new RegExp(`Box ${stamp}: .*(deep|level)`, 'i'),
  );

  // With the keyboard: the box's menu, "Move to…", the first level chosen by arrow keys.
  await row(`Box ${stamp}`).click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Box ${stamp}`);
  await page.getByRole('button', { name: 'Folder actions' }).click();
  await page.getByRole('menuitem', { name: 'Move to…' }).click();
  const dialog = page.getByRole('dialog', { name: `Move “Box ${stamp}”` });
  await expect(dialog.getByRole('radio', { name: new RegExp(`Level 4 ${stamp}`) })).toBeDisabled();
  await dialog.getByRole('radio', { name: new RegExp(`Level 1 ${stamp}`) }).check();
  await dialog.getByRole('button', { name: 'Move here' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Level 1 ${stamp}`);
  await expect(tree.getByRole('treeitem', { name: new RegExp(`^Box ${stamp}`) })).toHaveAttribute('aria-level', '3');

  // The tree itself answers the arrow keys: down from the open folder to its subfolder, Enter opens it.
  await tree.getByRole('treeitem', { name: new RegExp(`^Box ${stamp}`) }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(tree.getByRole('treeitem', { name: new RegExp(`^Inner ${stamp}`) })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Inner ${stamp}`);
});

test('issue 29 item 22: every folder shows a full-size icon, in the tree and on its tile, whatever emoji fonts the browser has', async ({
  page,
}) => {
  await page.goto(demoTeacherLogin);
  await page.goto('/teacher/materials');
  const tiles = page.getByRole('listitem').filter({ has: page.getByText(/^\d+ items?$/) });
  await expect(tiles.first()).toBeVisible();
  const icons = page.locator('[data-folder-icon]');
  await expect.poll(() => icons.count()).toBeGreaterThanOrEqual(8); // four root folders, in the tree and as tiles
  // A colour emoji or the folder icon: both about as wide as tall (the missing-glyph box of a browser
  // without an emoji font is a sliver a third as wide), and the glyph inside fills its box.
  // Polled: before hydration the server's emoji is shown; the browser's check swaps in the icon after mount.
  await expect
    .poll(() =>
      icons.evaluateAll((nodes) =>
        nodes.every((node) => {
          if (node.getBoundingClientRect().width < 14) return false;
          if (node.tagName.toLowerCase() === 'svg') return true;
          const range = document.createRange();
          range.selectNodeContents(node);
          return range.getBoundingClientRect().width >= 12;
        }),
      ),
    )
    .toBe(true);
});
