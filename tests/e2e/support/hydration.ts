import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the element (its props are attached), so that a click reaches its handler. More
 * precise than waiting for network idle, which a page that keeps prefetching or polling may never reach.
 */
export async function whenHydrated(element: Locator): Promise<Locator> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), {
      message: 'the element hydrates',
    })
    .toBe(true);
  return element;
}
