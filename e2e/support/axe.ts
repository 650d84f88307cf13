import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * The accessibility check of the e2e run: axe-core, injected into the page, with the WCAG 2.x A and AA rules
 * and axe's best practices. Left out are only the rules that judge a whole page's outline, which a widget
 * drawn alone in Storybook cannot meet (a story has no landmark, no h1, no main).
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const PAGE_OUTLINE_RULES = ['region', 'page-has-heading-one', 'landmark-one-main'];

/** One line per failing element: rule, impact, the element, and what axe says to fix. */
export type AxeFinding = string;

/** Runs axe over the page as it is now; resolves with one line per violating element (empty when clean). */
export async function axeFindings(page: Page, options: { wholePage?: boolean } = {}): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol: the apps' CSP rightly refuses an injected <script>.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const disabled = options.wholePage ? [] : PAGE_OUTLINE_RULES;
  return page.evaluate(
    async ({ tags, disabled }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
      interface AxeResults {
        violations: {
          id: string;
          impact: string | null;
          nodes: { target: unknown[]; failureSummary?: string }[];
        }[];
      }
      const results = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
      });
      return results.violations.flatMap((violation) =>
        violation.nodes.map(
          (node) =>
            `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
        ),
      );
    },
    { tags: TAGS, disabled },
  );
}
