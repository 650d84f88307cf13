import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Opens a group's chat from Trusted, as a user would, and waits until it is connected ('Online'). */
export async function openChat(page: Page, group: string) {
  await page.goto('/dashboard/trusted');
  await page.getByRole('button', { name: group, exact: true }).click();
  await page.waitForURL('**/dashboard/chat/**');
  // The chat's own indicator, in the page: the top bar's says whether the gateway's live updates arrive.
  const chatStatus = page.getByRole('main').getByRole('status').filter({ hasText: 'Online' });
  await expect.poll(() => chatStatus.count()).toBe(1);
}
