/**
 * Counting an owner's clicks for issue 24's click budgets: every press of a pointer the page receives
 * (trusted pointerdown events, whatever they land on), summed over the page loads of the task. Typing
 * and choosing files are not clicks; the journeys list those beside the count.
 */
import type { Page } from '@playwright/test';

const KEY = 'plinth-e2e-clicks';

/** Starts counting from 0 on this page and on every page it loads from now on (same tab). */
export async function startCountingClicks(page: Page): Promise<void> {
  const listen = (key: string) => {
    if ((window as unknown as Record<string, unknown>).__plinthClickCount) return;
    (window as unknown as Record<string, unknown>).__plinthClickCount = true;
    window.addEventListener(
      'pointerdown',
      (event) => {
        if (!event.isTrusted) return;
        sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? '0') + 1));
      },
      { capture: true },
    );
  };
  await page.addInitScript(listen, KEY);
  await page.evaluate((key) => sessionStorage.setItem(key, '0'), KEY);
  await page.evaluate(listen, KEY);
}

/** The clicks counted since startCountingClicks. */
export async function clicksCounted(page: Page): Promise<number> {
  return page.evaluate((key) => Number(sessionStorage.getItem(key) ?? '0'), KEY);
}
