import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AppraisalDeskActions } from '@/components/appraisal/appraisal-desk-actions';
import { PageHeader } from '@/components/content/page-header';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import { formatArea, formatDateTime, localName } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { appraisalStatusNames } from '@/lib/appraisals/constants';
import { config } from '@/server/config';
import { appraiserOfficeOf, officeAppraisalRequests } from '@/server/services/appraisals/appraisals';
import { ownerId } from '../ads/_data/owner-session';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'appraisal.desk' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * The appraiser's workspace (role `appraiser`): the paid requests assigned to their office, their documents (served
 * to the assigned office only), and the moves of each request. Anyone else is told the page is for appraisers.
 */
export default async function AppraisalDeskPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const memberId = await ownerId();
  if (memberId === undefined) return null;
  const [t, tAppraisal, office] = await Promise.all([
    getTranslations('appraisal.desk'),
    getTranslations('appraisal'),
    appraiserOfficeOf(memberId),
  ]);
  if (office === undefined) {
    return (
      <>
        <PageHeader title={t('title')} />
        <Container className="py-10">
          <p data-testid="not-appraiser">{t('notAppraiser')}</p>
        </Container>
      </>
    );
  }
  const requests = await officeAppraisalRequests(office.id);
  const reportLimit = `${Math.round(config().APPRAISAL_REPORT_MAX_BYTES / (1024 * 1024))} MB`;
  return (
    <FeatureMessages namespaces={['appraisal', 'uploads']}>
      <PageHeader title={t('title')} description={t('description', { office: localName(locale, office) })} />
      <Container className="grid gap-4 py-10">
        {requests.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            {t('empty')}
          </p>
        ) : (
          <ul className="grid gap-4" data-testid="desk-requests">
            {requests.map((request) => (
              <li key={request.id}>
                <article
                  className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5"
                  data-testid="desk-request"
                  data-id={request.id}
                  data-status={request.statusName}
                >
                  <header className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 className="font-semibold text-slate-900">
                      {t('request', {
                        id: request.id,
                        type: localName(locale, request.propertyType),
                        area: localName(locale, request.area),
                      })}
                    </h2>
                    <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium">
                      {tAppraisal(`status.${request.statusName}`)}
                    </span>
                  </header>
                  <p className="text-sm text-slate-700">
                    {t('applicant', { name: request.applicantName, phone: request.phone, email: request.email })}
                  </p>
                  <p className="text-sm text-slate-700">
                    {[
                      formatArea(request.sizeSqm, locale),
                      request.bank && localName(locale, request.bank),
                      tAppraisal(`applicationTypes.${request.applicationType}`),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="text-sm text-slate-700">{request.address}</p>
                  {request.details && <p className="text-sm whitespace-pre-line text-slate-600">{request.details}</p>}
                  <section aria-label={t('documents')} className="grid gap-2">
                    <h3 className="text-sm font-semibold">{t('documents')}</h3>
                    <ul className="flex flex-wrap gap-2">
                      {request.documents.map((document, i) => (
                        <li key={document.id}>
                          <a
                            href={document.url}
                            target="_blank"
                            rel="noopener"
                            className="grid justify-items-center gap-1 text-xs text-slate-600"
                          >
                            {/* eslint-disable-next-line @next/next/no-img-element -- a private image from the API, not optimisable */}
                            <img
                              src={document.url}
                              alt={`${tAppraisal(`slots.${document.slot}`)} ${i + 1}`}
                              width={96}
                              height={96}
                              className="size-24 rounded-lg border border-slate-200 object-cover"
                            />
                            {tAppraisal(`slots.${document.slot}`)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </section>
                  <ol className="grid gap-1 border-s-2 border-slate-200 ps-4 text-sm">
                    {request.timeline.map((event) => (
                      <li key={event.status}>
                        <span className="font-medium">
                          {tAppraisal(`status.${appraisalStatusNames[event.status]!}`)}
                        </span>{' '}
                        · {formatDateTime(event.at, locale)}
                        {event.note && <span className="block text-slate-600">{event.note}</span>}
                      </li>
                    ))}
                  </ol>
                  {request.reportUrl && (
                    <a href={request.reportUrl} className="text-sm font-medium text-brand-700 underline">
                      {tAppraisal('status.delivered')} (PDF)
                    </a>
                  )}
                  <AppraisalDeskActions requestId={request.id} status={request.status} reportLimit={reportLimit} />
                </article>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </FeatureMessages>
  );
}
