/** What a push notification shows: its title and text, and the path of this site a tap opens. */
export interface PushPayload {
  title: string;
  body: string;
  link: string;
}

export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** `gone`: the push service no longer knows this subscription or token; its owner forgets it. */
export type PushResult = 'sent' | 'gone';

export interface WebPushSender {
  readonly name: 'webpush' | 'outbox';
  send(subscription: WebPushSubscription, payload: PushPayload): Promise<PushResult>;
}

export interface FcmSender {
  readonly name: 'fcm' | 'outbox';
  send(token: string, payload: PushPayload): Promise<PushResult>;
}
