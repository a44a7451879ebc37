import { checkFields, type Checked } from '@/lib/schemas/field-check';
import { updateProfileSchema, type UpdateProfileInput, type UpdateProfileOutput } from '@/lib/schemas/auth';
import { messageKeys } from '@/lib/schemas/fields';

/**
 * The profile form checked with its shared schema; loaded with the first check, not with the page. An empty e-mail
 * keeps the stored one, and a code is sent only with a changed contact, where it is required.
 */
export function checkProfile(values: UpdateProfileInput, needsCode: boolean): Checked<UpdateProfileOutput> {
  const otp = needsCode ? values.otp || undefined : undefined;
  const result = checkFields(updateProfileSchema, { ...values, email: values.email || undefined, otp });
  if (!needsCode || otp) return result;
  return { errors: { ...('errors' in result ? result.errors : {}), otp: messageKeys.required } };
}
