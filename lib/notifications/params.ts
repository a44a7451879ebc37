/** A member's own text in both languages (an ad's title and its English title, when given). */
export type LocalizedText = { ar: string; en: string | null };

/**
 * Values of a notification's message, stored with it: plain text and numbers, a text in both languages, an instant
 * (`{ date: ISO }`) shown as a Kuwait calendar day in the reader's language, a property's price (`{ fils }`) shown in
 * whole dinars, or a payment (`{ paidFils }`) shown to the fils (three decimals).
 */
export type NotificationParam =
  string | number | LocalizedText | { date: string } | { fils: number } | { paidFils: number };

export type NotificationParams = Record<string, NotificationParam>;
