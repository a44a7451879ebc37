export interface WhatsAppTemplateMessage {
  /** International number without +: 965 and the 8 digits for Kuwait. */
  to: string;
  /** The template's name as approved in Meta's WhatsApp Manager. */
  template: string;
  language: 'ar' | 'en';
  /** The template body's {{1}}, {{2}}… in order. */
  parameters: string[];
}

export interface WhatsAppSender {
  readonly name: 'cloudapi' | 'outbox';
  sendTemplate(message: WhatsAppTemplateMessage): Promise<void>;
}
