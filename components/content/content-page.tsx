import { getLocale, getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { Container } from '@/components/ui/container';
import { ContentBody } from './content-body';
import { PageHeader } from './page-header';

/** An editable content block (about, privacy, terms) already picked in the visitor's language. */
export interface LocalizedBlock {
  title: string;
  body: string;
  updatedAt?: Date;
}

export async function ContentPage({ block, description }: { block: LocalizedBlock; description?: string }) {
  const [t, locale] = await Promise.all([getTranslations('legal'), getLocale().then(toLocale)]);
  return (
    <>
      <PageHeader title={block.title} description={description} />
      <Container className="py-10 md:py-14">
        <ContentBody body={block.body} />
        {block.updatedAt && (
          <p className="mt-10 text-sm text-slate-500">{t('updated', { date: formatDate(block.updatedAt, locale) })}</p>
        )}
      </Container>
    </>
  );
}
