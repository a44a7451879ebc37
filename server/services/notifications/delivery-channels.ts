import type { DeliveryChannel } from '@/lib/notifications/kinds';
import type { Member } from '../members/members';
import { emailSender } from '../../providers/registry';

export type RenderedMessage = { subject: string; text: string };

/**
 * How each channel reaches a member: the member's address on it (none: the channel is skipped) and the provider that
 * sends. WhatsApp and push add an entry each (the member's phone, the app's fcmToken, a web-push subscription).
 */
export const deliveryAdapters: Record<DeliveryChannel, { address(member: Member): string | null; send(address: string, message: RenderedMessage): Promise<void> }> = {
  email: {
    address: (member) => member.email,
    send: (to, message) => emailSender().send({ to, subject: message.subject, text: message.text }),
  },
};
