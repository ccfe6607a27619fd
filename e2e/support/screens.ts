import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** The sizes issue 19 names: a phone, the narrowest phone, a laptop. */
export const SIZES = {
  phone: { width: 390, height: 844 },
  narrow: { width: 320, height: 640 },
  laptop: { width: 1366, height: 768 },
} as const;
export type SizeName = keyof typeof SIZES;

/** Where the run keeps the screens for review: `e2e/test-results/screens/<name>-<width>.png`. */
export function screenPath(testInfo: TestInfo, name: string, width: number): string {
  return path.join(testInfo.project.outputDir, 'screens', `${name}-${width}.png`);
}

/** How far the page scrolls sideways (0 when it does not). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * At each size: the page does not scroll sideways, and a full-page screenshot is kept for review.
 * `ready` runs after each resize (the screen may change layout, e.g. a table becoming cards).
 */
export async function screensAt(
  page: Page,
  testInfo: TestInfo,
  name: string,
  ready: (size: SizeName) => Promise<void> = async () => {},
  sizes: readonly SizeName[] = ['narrow', 'phone', 'laptop'],
) {
  for (const size of sizes) {
    await page.setViewportSize(SIZES[size]);
    await ready(size);
    await expect.poll(() => sidewaysScroll(page), { message: `${name} se desplaza de costado a ${size}` }).toBe(0);
    await page.screenshot({ path: screenPath(testInfo, name, SIZES[size].width), fullPage: true });
  }
}
