import { DeliveryRejected } from '../delivery-rejected';
import type { WhatsAppSender, WhatsAppTemplateMessage } from './whatsapp-sender';

interface CloudApiOptions {
  token: string;
  phoneNumberId: string;
  apiVersion: string;
  /** Tests point it at a local server. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

type GraphError = { error?: { message?: string; code?: number; error_subcode?: number } };

/**
 * WhatsApp Business Cloud API: POST {base}/{version}/{phone-number-id}/messages with the access token as Bearer and a
 * template message (only templates approved in Meta's WhatsApp Manager may open a conversation). Errors answer
 * `{error: {message, code, …}}`: a 4xx other than 429 is a rejection of this message, anything else is retried.
 */
export function createCloudApiWhatsAppSender(options: CloudApiOptions): WhatsAppSender {
  const send = options.fetch ?? fetch;
  const url = `${options.baseUrl ?? 'https://graph.facebook.com'}/${options.apiVersion}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    name: 'cloudapi',
    async sendTemplate(message: WhatsAppTemplateMessage) {
      const res = await send(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: message.to,
          type: 'template',
          template: {
            name: message.template,
            language: { code: message.language },
            components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
          },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (res.ok) return;
      const { error } = (await res.json().catch(() => ({}))) as GraphError;
      const reason = `WhatsApp refused the message: ${res.status} ${error?.code ?? ''} ${error?.message ?? ''}`.trim();
      throw res.status >= 400 && res.status < 500 && res.status !== 429
        ? new DeliveryRejected(reason)
        : new Error(reason);
    },
  };
}
