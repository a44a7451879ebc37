import { z } from 'zod/mini';
import { emailField, personNameField, phoneField, textField } from './fields';

export const newsletterSubscriptionSchema = z.strictObject({ email: emailField });
export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>;

export const contactUsSchema = z.strictObject({
  name: personNameField,
  phone: phoneField,
  email: emailField,
  message: textField(10, 2000),
});
export type ContactUsInput = z.input<typeof contactUsSchema>;
export type ContactUsOutput = z.output<typeof contactUsSchema>;

const flag = z.optional(z.pipe(z.enum(['true', 'false']), z.transform((v) => v === 'true')));
const idParam = z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number));

export const areasQuerySchema = z.strictObject({
  isFilter: flag,
  type: z.optional(z.enum(['residential', 'investment', 'commercial', 'industrial', 'agricultural', 'coastal'])),
  governorateId: z.optional(idParam),
  page: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,6}$/)), z.transform(Number))),
  pageSize: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,3}$/)), z.transform(Number))),
});

export const idParamSchema = z.strictObject({ id: idParam });
export const filterQuerySchema = z.strictObject({ isFilter: flag });
export const categoryQuerySchema = z.strictObject({
  isFilter: flag,
  type: z.optional(z.enum(['residential', 'investment', 'commercial', 'industrial', 'agricultural', 'coastal'])),
});
export const seoQuerySchema = z.strictObject({ screen: z.string().check(z.regex(/^[a-z0-9-]{1,60}$/)), lang: z.optional(z.enum(['ar', 'en'])) });
export const blocksSchema = z.strictObject({ keys: z.array(z.string().check(z.regex(/^[a-z0-9-]{1,60}$/))).check(z.minLength(1), z.maxLength(20)) });
