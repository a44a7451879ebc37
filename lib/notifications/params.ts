/** A member's own text in both languages (an ad's title and its English title, when given). */
export type LocalizedText = { ar: string; en: string | null };

/**
 * Values of a notification's message, stored with it: plain text and numbers, a text in both languages, or an instant
 * (`{ date: ISO }`) shown as a Kuwait calendar day in the reader's language.
 */
export type NotificationParam = string | number | LocalizedText | { date: string };

export type NotificationParams = Record<string, NotificationParam>;
