import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** A staff page at a phone's width and a desktop's: no serious or critical axe finding, no sideways scroll. */
export async function expectAccessible(page: Page) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}
