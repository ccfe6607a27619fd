import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has the focus (keyboard only); fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
