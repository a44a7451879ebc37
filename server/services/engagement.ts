import type { Locale } from '@/lib/i18n/config';
import type { ContactUsOutput } from '@/lib/schemas/common';
import { config } from '../config';
import { db } from '../db/client';
import { contactMessages } from '../db/schema/engagement';
import { emailSender } from '../providers/registry';

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
