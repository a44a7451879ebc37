import type { Locale } from '@/lib/i18n/config';
import { translateKey } from '../../lib/translate';
import type { ContactChangeNotice } from '../../jobs/contact-change-notice';
import { emailSender, smsSender } from '../../providers/registry';

/** Shows enough of the new contact for its owner to recognise it, not enough to read it whole. */
export function maskContact(contact: string): string {
  const at = contact.indexOf('@');
  if (at > 0) return `${contact.slice(0, Math.min(2, at))}***${contact.slice(at)}`;
  return `***${contact.slice(-3)}`;
}

/** The message to a former phone or e-mail: replaced by `next` (masked), or removed. */
export function contactChangeNotice(
  channel: 'sms' | 'email',
  old: string,
  next: string | null,
  locale: Locale,
): ContactChangeNotice {
  const kind = channel === 'sms' ? 'phone' : 'email';
  const text = next
    ? translateKey(`auth.contactChanged.${kind}Changed`, locale).replace('{contact}', maskContact(next))
    : translateKey(`auth.contactChanged.${kind}Removed`, locale);
  return { channel, to: old, subject: translateKey('auth.contactChanged.subject', locale), text };
}

export function sendContactChangeNotice(notice: ContactChangeNotice): Promise<void> {
  return notice.channel === 'sms'
    ? smsSender().send({ to: notice.to, text: notice.text })
    : emailSender().send({ to: notice.to, subject: notice.subject, text: notice.text });
}
