import type { Locale } from '@/lib/i18n/config';
import type { ContactUsOutput } from '@/lib/schemas/common';
import { config } from '../config';
import { db } from '../db/client';
import { contactMessages, newsletterSubscribers } from '../db/schema/engagement';
import { emailSender } from '../providers/registry';

/** Subscribes an address to the weekly newsletter; an address subscribed already stays as it is. */
export async function subscribeToNewsletter(email: string, locale: Locale): Promise<void> {
  await db().insert(newsletterSubscribers).values({ email: email.toLowerCase(), locale }).onConflictDoNothing();
}

/** Stores a contact-us message and forwards it to the care inbox. */
export async function submitContactMessage(input: ContactUsOutput, context: { locale: Locale; visitorId?: string }) {
  const [row] = await db()
    .insert(contactMessages)
    .values({ ...input, locale: context.locale, visitorId: context.visitorId })
    .returning({ id: contactMessages.id });
  await emailSender().send({
    to: config().CONTACT_INBOX,
    subject: `Contact #${row?.id}: ${input.name}`,
    text: `${input.name} <${input.email}> ${input.phone}\n\n${input.message}`,
  });
  return { id: row?.id };
}
