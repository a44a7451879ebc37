import type { SmsMessage, SmsSender } from './sms-sender';

interface KwtSmsOptions {
  username: string;
  password: string;
  sender: string;
  fetch?: typeof fetch;
}

const arabic = /[\u0600-\u06ff]/;

/**
 * kwtSMS (Kuwaiti gateway) JSON API: POST https://www.kwtsms.com/API/send/ with username, password, sender,
 * mobile (international format without +), message and lang (1 English, 3 Arabic); answers {result: "OK" | "ERROR", …}.
 */
export function createKwtSmsSender(options: KwtSmsOptions): SmsSender {
  const send = options.fetch ?? fetch;
  return {
    name: 'kwtsms',
    async send(message: SmsMessage) {
      const res = await send('https://www.kwtsms.com/API/send/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          username: options.username,
          password: options.password,
          sender: options.sender,
          mobile: `965${message.to}`,
          message: message.text,
          lang: arabic.test(message.text) ? '3' : '1',
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await res.json().catch(() => ({}))) as { result?: string; code?: string; description?: string };
      if (!res.ok || body.result !== 'OK')
        throw new Error(`kwtSMS refused the message: ${body.code ?? res.status} ${body.description ?? ''}`.trim());
    },
  };
}
