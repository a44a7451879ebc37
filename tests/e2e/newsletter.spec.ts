import { expect, test, type APIRequestContext } from '@playwright/test';
import { whenHydrated } from './support/hydration';
import { signInByPhone, uniqueEmail } from './support/sign-in';
import { expectAccessible } from './support/staff-page-checks';

/**
 * Issue 30 §7: a visitor signs up for the weekly newsletter and confirms the address from the e-mail (double
 * opt-in); the demo editor (97650137, with the other content desks' journeys) adds a note, previews both languages and
 * sends this week's issue; the issue reaches the visitor (the demo outbox) with the RFC 8058 headers, an open pixel
 * the desk then counts, and an unsubscribe link that works. The only journey that sends an issue: it is one per week.
 */
const editorPhone = '97650137';

type OutboxMessage = {
  subject: string | null;
  body: string;
  html: string | null;
  headers: Record<string, string> | null;
};

/** The newest message to `to` whose subject contains `subject`, once it has arrived. */
async function messageTo(request: APIRequestContext, to: string, subject: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const { data } = (await res.json()) as { data: OutboxMessage[] };
        found = data.find((message) => message.subject?.includes(subject));
        return found !== undefined;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}

/** The address of a page of this site in an e-mail's text. */
const linkIn = (body: string, path: string) => {
  const url = body.match(new RegExp(`https?://\\S*${path}\\?\\S+`))?.[0];
  expect(url, `a ${path} link`).toBeDefined();
  const parsed = new URL(url!);
  return `${parsed.pathname}${parsed.search}`;
};

test('a confirmed subscriber gets the issue the editor sends, and its unsubscribe link works', async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('newsletter');
  await page.goto('/');
  const form = page.getByTestId('newsletter-form');
  await (await whenHydrated(form.getByRole('textbox'))).fill(email);
  await form.getByRole('button').click();
  await expect(form.getByRole('status')).not.toBeEmpty();

  const confirmation = await messageTo(page.request, email, 'أكّد اشتراكك');
  await page.goto(linkIn(confirmation.body, '/newsletter/confirm'));
  await expect(page.getByTestId('newsletter-confirmed')).toContainText(email);

  const note = `عروض نهاية الأسبوع ${Date.now().toString(36)}`;
  await signInByPhone(page, editorPhone, '/profile/back-office');
  await page.getByTestId('desk-newsletter').click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/newsletter');
  // The previews are an e-mail's own HTML in a sandbox where no script runs, axe's neither: the page is checked
  // without them, then shown again.
  await page.locator('iframe').evaluateAll((frames) => frames.forEach((frame) => frame.remove()));
  await expectAccessible(page);
  await page.reload();
  const noteForm = page.getByTestId('newsletter-note-form');
  await (await whenHydrated(noteForm.getByLabel('ملاحظة المحرر (بالعربية)'))).fill(note);
  await noteForm.getByRole('button', { name: 'حفظ الملاحظة' }).click();
  await expect(page.getByTestId('flash-toast')).toContainText('تم حفظ الملاحظة');
  await expect(page.getByTestId('newsletter-preview-ar').frameLocator('iframe').getByText(note)).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await (await whenHydrated(page.getByTestId('newsletter-send'))).click();
  await expect(page.getByTestId('newsletter-progress')).toBeVisible();

  // The issue's subject, "…: {week}": the confirm e-mail's names the newsletter too.
  const issue = await messageTo(page.request, email, 'نشرة منزل الأسبوعية:');
  expect(issue.body).toContain(note);
  expect(issue.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(issue.headers?.['List-Unsubscribe']).toMatch(/^<https?:\/\/\S+\/api\/v1\/newsletter\/unsubscribe\?token=/);

  const pixel = new URL(/<img src="([^"]+\/api\/v1\/newsletter\/opened\?token=[^"]+)"/.exec(issue.html ?? '')![1]!);
  const opened = await page.request.get(`${pixel.pathname}${pixel.search}`);
  expect(opened.headers()['content-type']).toBe('image/gif');
  await page.goto('/profile/newsletter');
  await expect(page.getByTestId('newsletter-progress-opened')).toHaveText('1');

  await page.goto(linkIn(issue.body, '/newsletter/unsubscribe'));
  await (await whenHydrated(page.getByTestId('newsletter-unsubscribe'))).click();
  await expect(page.getByTestId('newsletter-unsubscribed')).toBeVisible();
});
