import { checkFields } from '@/lib/schemas/field-check';
import { adFormSchema } from '@/lib/schemas/ad-form';

/** The ad form checked with its shared schema; loaded with the first check, not with the page. */
export const checkAdForm = (values: unknown) => checkFields(adFormSchema, values);
