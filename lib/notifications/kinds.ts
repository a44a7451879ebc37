/**
 * Every kind of notification a member can get (issue 13): ads' review and expiry, favourites, saved searches,
 * payments, requests, offices and the news digest. Message texts live under `notifications.kinds.<kind>` in messages/;
 * the account-settings preferences are per kind and per channel.
 */
export const notificationKinds = [
  'ad-approved',
  'ad-rejected',
  'ad-expiring',
  'ad-expired',
  'ad-availability-check',
  'ad-report-resolved',
  'favourite-price-dropped',
  'favourite-sold',
  'saved-search-matches',
  'payment-received',
  'payment-refunded',
  'renewal-due',
  'subscription-renewal-failed',
  'request-status-changed',
  'office-event',
  'marketeer-event',
  'news-digest',
] as const;

export type NotificationKind = (typeof notificationKinds)[number];

/**
 * Where a notification can reach a member besides the in-app list (always written): e-mail, WhatsApp on their phone,
 * push to their browsers (web push) and the mobile app (FCM).
 */
export const deliveryChannels = ['email', 'whatsapp', 'push'] as const;

export type DeliveryChannel = (typeof deliveryChannels)[number];
