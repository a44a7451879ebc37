import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/browser-client';
import { readData } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/api-error';
import type { NewsletterSubscriptionInput } from '@/lib/schemas/common';

const subscriptionResultSchema = z.object({ alreadySubscribed: z.boolean() });
export type NewsletterSubscriptionResult = z.infer<typeof subscriptionResultSchema>;

/** Weekly newsletter sign-up; subscribing an address twice succeeds with `alreadySubscribed: true`. */
export function useSubscribeNewsletter() {
  return useMutation<NewsletterSubscriptionResult, ApiError, NewsletterSubscriptionInput>({
    mutationFn: (input) => readData(subscriptionResultSchema, api.post('common/newsletter-subscribers', { json: input })),
  });
}
