export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailSender {
  readonly name: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
}
