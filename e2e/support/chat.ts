import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Opens a group's chat from Trusted, as a user would, and waits until it is connected ('Online'). */
export async function openChat(page: Page, group: string) {
  await page.goto('/dashboard/trusted');
  await page.getByRole('button', { name: group, exact: true }).click();
  await page.waitForURL('**/dashboard/chat/**');
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Online' }).count()).toBe(1);
}
