import { revalidateTag } from 'next/cache';
import { z } from 'zod/mini';
import { constantTimeEqual } from '@/server/lib/crypto';
import { pageRevalidationToken } from '@/server/lib/page-cache';
import { MAX_TAGS_PER_REVALIDATION, pageCacheTagSchema } from '@/server/lib/page-tags';

const bodySchema = z.object({
  tags: z.array(pageCacheTagSchema).check(z.minLength(1), z.maxLength(MAX_TAGS_PER_REVALIDATION)),
});

/**
 * Called by this process's own API after a write (server/lib/page-cache.ts): expires the tagged pages and data at
 * once, so the next visit renders fresh. Anyone without the token sees nothing here.
 */
export async function POST(request: Request): Promise<Response> {
  if (!constantTimeEqual(request.headers.get('x-revalidation-token') ?? '', pageRevalidationToken()))
    return new Response(null, { status: 404 });
  const parsed = bodySchema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) return Response.json({ code: 'VALIDATION_FAILED' }, { status: 400 });
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ data: { revalidated: parsed.data.tags } });
}
