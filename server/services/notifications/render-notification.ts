import { createTranslator } from 'use-intl/core';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { Locale } from '@/lib/i18n/config';
import { formatDate, formatFils, formatPrice } from '@/lib/format';
import type { NotificationKind } from '@/lib/notifications/kinds';
import type { NotificationParam, NotificationParams } from '@/lib/notifications/params';
import type { PushPayload } from '../../providers/push/push-sender';

const translators = {
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'notifications' }),
  en: createTranslator({ locale: 'en', messages: en, namespace: 'notifications' }),
};

function paramValue(value: NotificationParam, locale: Locale): string | number {
  if (typeof value !== 'object') return value;
  if ('date' in value) return formatDate(value.date, locale);
  if ('fils' in value) return formatPrice(value.fils, locale);
  if ('paidFils' in value) return formatFils(value.paidFils, locale);
  return (locale === 'en' && value.en) || value.ar;
}

/** A notification's title and body in one language, from its kind's messages under `notifications.kinds`. */
export function renderNotification(
  kind: NotificationKind,
  params: NotificationParams,
  locale: Locale,
): { title: string; body: string } {
  const values = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, paramValue(value, locale)]));
  const t = translators[locale];
  return { title: t(`kinds.${kind}.title`, values), body: t(`kinds.${kind}.body`, values) };
}

/** The e-mail of a notification: its title as the subject; its body, the address of its link and a footer. */
export function renderNotificationEmail(
  notification: { kind: NotificationKind; params: NotificationParams; link: string | null },
  locale: Locale,
  baseUrl: string,
): { subject: string; text: string } {
  const { title, body } = renderNotification(notification.kind, notification.params, locale);
  const t = translators[locale];
  const open = notification.link ? [t('email.open', { url: new URL(notification.link, baseUrl).href })] : [];
  return { subject: title, text: [body, ...open, t('email.footer')].join('\n\n') };
}

/** Where a notification opens: its own link, else the notification centre. */
const notificationPath = (link: string | null) => link ?? '/profile/notifications';

/**
 * The WhatsApp template's body parameters: {{1}} the title, {{2}} the text, {{3}} the address it opens (the template
 * itself, in Arabic and English, is approved in Meta's WhatsApp Manager). WhatsApp refuses a parameter with a line
 * break, a tab or a run of spaces, so each is one line.
 */
export function renderNotificationWhatsApp(
  notification: { kind: NotificationKind; params: NotificationParams; link: string | null },
  locale: Locale,
  baseUrl: string,
): string[] {
  const { title, body } = renderNotification(notification.kind, notification.params, locale);
  return [title, body, new URL(notificationPath(notification.link), baseUrl).href].map((text) =>
    text.replace(/\s+/g, ' ').trim(),
  );
}

/** A push notification's title and text, and the path of this site a tap opens. */
export function renderNotificationPush(
  notification: { kind: NotificationKind; params: NotificationParams; link: string | null },
  locale: Locale,
): PushPayload {
  return {
    ...renderNotification(notification.kind, notification.params, locale),
    link: notificationPath(notification.link),
  };
}
