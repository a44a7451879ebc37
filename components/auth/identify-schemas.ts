import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { Channel } from '@/lib/api/auth';
import { emailField, phoneField } from '@/lib/schemas/fields';

const schemas = { phone: z.object({ target: phoneField }), email: z.object({ target: emailField }) };
export type TargetInput = z.input<(typeof schemas)['phone']>;

/** The first sign-in step's check of the phone number or e-mail address, loaded with its first validation. */
export const identifyResolver = (channel: Channel) => zodResolver(schemas[channel]);
