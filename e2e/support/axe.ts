import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The WCAG 2.1 A and AA rules of axe-core (issue 29, item 13). */
const wcag21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One line per serious or critical violation of the page in view: rule, impact, first few elements. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe once in the page (frames included) instead of once per frame and then again
  // in a page of its own: half the time; and only violations are collected.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(wcag21)
    // A sandboxed frame runs no script, so axe cannot look inside (it would wait for it): the widget
    // preview (the widget's own markup, not a page of the app).
    .exclude('iframe[sandbox=""]')
    .options({ resultTypes: ['violations'] })
    .analyze();
  const found = [];
  for (const violation of violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const nodes = [];
    for (const node of violation.nodes) {
      if (violation.id === 'label-content-name-mismatch' && (await isOpenParentTreeItem(page, node.target))) continue;
      nodes.push(node);
    }
    if (nodes.length) found.push({ ...violation, nodes });
  }
  return found.map((violation) => {
    const where = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' > '))
      .join(' | ');
    const more = violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : '';
    return `${violation.impact} ${violation.id}: ${violation.help} at ${where}${more}`;
  });
}

/**
 * An open folder of a tree (ARIA's nested pattern: the treeitem holds the group of its children).
 * Its visible text takes in every sub-folder's name, which its own name rightly leaves out, so
 * axe's label-in-name check cannot apply to it (every other folder is checked as usual).
 */
async function isOpenParentTreeItem(page: Page, target: unknown): Promise<boolean> {
  if (!Array.isArray(target) || target.length !== 1 || typeof target[0] !== 'string') return false;
  return page
    .locator(target[0])
    .first()
    .evaluate(
      (element) => element.getAttribute('role') === 'treeitem' && !!element.querySelector(':scope > [role="group"]'),
    )
    .catch(() => false);
}

/**
 * Opens each path, lets it settle (hydrated, charts drawn) and runs axe on it: no serious or
 * critical violation on any (a soft expectation per page, so that one run lists them all).
 */
export async function expectAccessiblePages(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    const response = await page.goto(path);
    expect.soft(response?.status(), `${path} answers`).toBeLessThan(400);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const violations = await seriousViolations(page);
    expect.soft(violations, `serious or critical WCAG 2.1 AA violations on ${path}`).toEqual([]);
  }
}

/** The paths of the links on the page in view whose path matches `pattern`, each once, in page order. */
export async function linkPaths(page: Page, pattern: RegExp): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const paths = hrefs.filter((href): href is string => href !== null && pattern.test(href));
  return [...new Set(paths)];
}

/** The first link of the page at `listPath` that matches `pattern`, e.g. a record's page from its list. */
export async function firstLinkPath(page: Page, listPath: string, pattern: RegExp): Promise<string> {
  await page.goto(listPath);
  const [path] = await linkPaths(page, pattern);
  expect(path, `a link matching ${pattern} on ${listPath}`).toBeDefined();
  return path!;
}
