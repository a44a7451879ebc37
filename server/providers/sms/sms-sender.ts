export interface SmsMessage {
  /** Kuwaiti number, 8 digits. */
  to: string;
  text: string;
}

export interface SmsSender {
  readonly name: 'kwtsms' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}
