import { contactUsSchema } from '@/lib/schemas/common';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { submitContactMessage } from '../../services/engagement';

export const postContactUs = factory.createHandlers(validate('json', contactUsSchema), async (c) => {
  const result = await submitContactMessage(c.req.valid('json'), { locale: c.get('locale'), visitorId: c.req.header('x-uuid') });
  return c.json({ data: result }, 201);
});
