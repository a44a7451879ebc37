import type { MetadataRoute } from 'next';
import { config } from '@/server/config';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const base = config().PUBLIC_BASE_URL;
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/profile', '/api', '/payment'] },
    sitemap: new URL('/sitemap.xml', base).toString(),
  };
}
