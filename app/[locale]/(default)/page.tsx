import { setRequestLocale } from 'next-intl/server';
import { toLocale } from '@/lib/i18n/config';
import { listFaqs } from '@/server/services/reference-data';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const faqs = await listFaqs();
  return <main>home {faqs.length}</main>;
}
