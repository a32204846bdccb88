/**
 * axe-core checks for the journeys: WCAG 2.0 and 2.1, levels A and AA, on whatever the page shows now.
 * A failure lists each violation as "rule (impact): help" with the selectors of the offending elements,
 * so the report says what to fix and where without opening the trace.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One line a violation, then one indented line for each element it was found on. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const target = node.target.map((selector) => JSON.stringify(selector)).join(' > ');
        const why = node.failureSummary?.split('\n').slice(1).join(' ').trim();
        return `    ${target}${why ? ` — ${why}` : ''}`;
      });
      return [`  ${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}`, ...nodes].join('\n');
    })
    .join('\n');
}

/**
 * Runs axe on the page as it is and fails with a readable summary when it finds anything. The tags are
 * WCAG 2.0/2.1 A and AA unless given, e.g. ['best-practice'] for axe's advice beyond WCAG.
 */
export async function expectNoAxeViolations(page: Page, where: string, tags = WCAG_AA_TAGS): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(
    violations.map((violation) => violation.id),
    `axe found ${violations.length} violation(s) on ${where}:\n${describeViolations(violations)}`,
  ).toEqual([]);
}
