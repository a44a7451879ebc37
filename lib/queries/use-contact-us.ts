import { useMutation } from './query-hooks';
import { z } from 'zod/mini';
import { api } from '@/lib/api/browser-client';
import { readData } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/api-error';
import type { ContactUsOutput } from '@/lib/schemas/common';

const contactResultSchema = z.object({ id: z.optional(z.number()) });

/** Sends a contact-us message; the API stores it and forwards it to the care inbox. */
export function useContactUs() {
  return useMutation<z.infer<typeof contactResultSchema>, ApiError, ContactUsOutput>({
    mutationFn: (input) => readData(contactResultSchema, api.post('members/contactUs', { json: input })),
  });
}
