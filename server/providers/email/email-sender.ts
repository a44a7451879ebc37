export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text one (the newsletter). */
  html?: string;
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058) on every newsletter e-mail. */
  headers?: Record<string, string>;
}

export interface EmailSender {
  readonly name: 'smtp' | 'outbox';
  /** Throws `DeliveryRejected` when the provider refuses the address for good (a bounce: a 5xx SMTP answer). */
  send(message: EmailMessage): Promise<void>;
}
