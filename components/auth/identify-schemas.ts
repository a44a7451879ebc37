import { z } from 'zod/mini';
import type { Channel } from '@/lib/api/auth';
import { emailField, messageKeys, phoneField } from '@/lib/schemas/fields';

const schemas = { phone: phoneField, email: emailField };

/** The first sign-in step's check of the phone number or e-mail address, loaded with its first validation. */
export function checkTarget(channel: Channel, target: string): { target: string } | { error: string } {
  const result = z.safeParse(schemas[channel], target);
  return result.success
    ? { target: result.data }
    : { error: result.error.issues[0]?.message ?? messageKeys.invalidValue };
}
