import { and, desc, eq, gt, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { adStatus, dealStatus } from '@/lib/constants';
import { formatDate, formatDateTime, formatPrice, formatPricePerSqm } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { kuwaitDate, kuwaitWeekday } from '@/lib/kuwait-time';
import type { NewsletterDigest } from '@/lib/schemas/newsletter';
import { config } from '../../config';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { auctions, deals, newsArticles } from '../../db/schema/market';
import { governorates } from '../../db/schema/reference';

const DAY_MS = 86_400_000;
const AUCTION_DAYS = 14;
const NEWS_ITEMS = 5;
const SPECIAL_ADS = 3;

const addDays = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The week an issue goes out: the Kuwait date of the Saturday (the first working day) on or after `now`. */
export function upcomingWeekOf(now: Date): string {
  return addDays(kuwaitDate(now), (6 - kuwaitWeekday(now) + 7) % 7);
}

/**
 * What the data says for the issue of the Saturday `weekOf`: the seven days before it (its recorded deals by
 * governorate with their median price per m²), the auctions of the next two weeks from `now`, the latest news and the
 * newest live special ads.
 */
export async function assembleDigest(weekOf: string, now: Date): Promise<NewsletterDigest> {
  const weekFrom = addDays(weekOf, -7);
  const weekTo = addDays(weekOf, -1);
  const [dealRows, auctionRows, newsRows, adRows] = await Promise.all([
    db()
      .select({
        governorateAr: governorates.nameAr,
        governorateEn: governorates.nameEn,
        deals: sql<number>`count(*)::int`,
        medianPricePerSqmFils: sql<number>`round(percentile_cont(0.5) within group (order by ${deals.pricePerSqmFils}))::bigint`,
      })
      .from(deals)
      .innerJoin(governorates, eq(governorates.id, deals.governorateId))
      .where(and(eq(deals.status, dealStatus.approved), gte(deals.recordedOn, weekFrom), lte(deals.recordedOn, weekTo)))
      .groupBy(governorates.id, governorates.nameAr, governorates.nameEn)
      .orderBy(governorates.id),
    db()
      .select({
        id: auctions.id,
        titleAr: auctions.titleAr,
        titleEn: auctions.titleEn,
        startsAt: auctions.startsAt,
        venueAr: auctions.venueAr,
        venueEn: auctions.venueEn,
      })
      .from(auctions)
      .where(
        and(
          eq(auctions.status, 'scheduled'),
          gt(auctions.startsAt, now),
          lt(auctions.startsAt, new Date(now.getTime() + AUCTION_DAYS * DAY_MS)),
        ),
      )
      .orderBy(auctions.startsAt)
      .limit(5),
    db()
      .select({
        slug: newsArticles.slug,
        titleAr: newsArticles.titleAr,
        titleEn: newsArticles.titleEn,
        summaryAr: newsArticles.summaryAr,
        summaryEn: newsArticles.summaryEn,
      })
      .from(newsArticles)
      .where(and(eq(newsArticles.isPublished, true), lte(newsArticles.publishedAt, now)))
      .orderBy(desc(newsArticles.publishedAt))
      .limit(NEWS_ITEMS),
    db()
      .select({ id: ads.id, titleAr: ads.title, titleEn: ads.titleEn, priceFils: ads.priceFils })
      .from(ads)
      .where(
        and(
          eq(ads.status, adStatus.approved),
          eq(ads.adType, 'special'),
          isNull(ads.ownerSuspendedAt),
          gt(ads.expiresAt, now),
        ),
      )
      .orderBy(desc(ads.publishedAt), desc(ads.id))
      .limit(SPECIAL_ADS),
  ]);
  return {
    weekFrom,
    weekTo,
    deals: dealRows.map((row) => ({ ...row, medianPricePerSqmFils: Number(row.medianPricePerSqmFils) })),
    auctions: auctionRows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() })),
    news: newsRows,
    ads: adRows,
  };
}

const translators = {
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'newsletterDesk.email' }),
  en: createTranslator({ locale: 'en', messages: en, namespace: 'newsletterDesk.email' }),
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Section = { heading: string; items: Array<{ text: string; url?: string }>; empty: string };

/**
 * The issue's e-mail in one language: a subject, a plain HTML part (one column, real headings and lists, the
 * language's direction, no images, so screen readers and text-only clients read it as it is meant) and a text part.
 * A sent e-mail's HTML ends with its open pixel (`alt=""`: screen readers pass it by); the text part has none.
 */
export function renderDigest(
  digest: NewsletterDigest,
  note: string,
  locale: Locale,
  unsubscribeUrl: string,
  openPixelUrl?: string,
): { subject: string; html: string; text: string } {
  const t = translators[locale];
  const base = config().PUBLIC_BASE_URL;
  const link = (path: string) => new URL(`/${locale}${path}`, base).href;
  const pick = (arText: string, enText: string | null) => (locale === 'en' && enText) || arText;
  const week = t('week', { from: formatDate(digest.weekFrom, locale), to: formatDate(digest.weekTo, locale) });
  const sections: Section[] = [
    {
      heading: t('dealsHeading'),
      empty: t('dealsEmpty'),
      items: digest.deals.map((row) => ({
        text: t('dealsLine', {
          governorate: pick(row.governorateAr, row.governorateEn),
          deals: row.deals,
          median: formatPricePerSqm(row.medianPricePerSqmFils, locale),
        }),
      })),
    },
    {
      heading: t('auctionsHeading'),
      empty: t('auctionsEmpty'),
      items: digest.auctions.map((row) => ({
        text: t('auctionLine', {
          title: pick(row.titleAr, row.titleEn),
          date: formatDateTime(row.startsAt, locale),
          venue: pick(row.venueAr, row.venueEn),
        }),
        url: link('/auctions'),
      })),
    },
    {
      heading: t('newsHeading'),
      empty: t('newsEmpty'),
      items: digest.news.map((row) => ({
        text: `${pick(row.titleAr, row.titleEn)}: ${pick(row.summaryAr, row.summaryEn)}`,
        url: link(`/news/${row.slug}`),
      })),
    },
    {
      heading: t('adsHeading'),
      empty: t('adsEmpty'),
      items: digest.ads.map((row) => ({
        text:
          row.priceFils === null
            ? pick(row.titleAr, row.titleEn)
            : `${pick(row.titleAr, row.titleEn)} (${formatPrice(row.priceFils, locale)})`,
        url: link(`/ad/${row.id}`),
      })),
    },
  ];
  const subject = t('subject', { week });
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const align = locale === 'ar' ? 'right' : 'left';
  const htmlSections = sections
    .map(
      (section) =>
        `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(section.heading)}</h2>` +
        (section.items.length === 0
          ? `<p>${escapeHtml(section.empty)}</p>`
          : `<ul style="padding-${align === 'right' ? 'right' : 'left'}:20px;margin:0">${section.items
              .map(
                (item) =>
                  `<li style="margin:0 0 8px">${
                    item.url
                      ? `<a href="${escapeHtml(item.url)}" style="color:#0f5132">${escapeHtml(item.text)}</a>`
                      : escapeHtml(item.text)
                  }</li>`,
              )
              .join('')}</ul>`),
    )
    .join('');
  const noteHtml = note
    ? note
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
        .join('')
    : '';
  const html =
    `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:16px;background:#ffffff;color:#1e293b;font-family:Arial,Tahoma,sans-serif;font-size:16px;line-height:1.6;text-align:${align}">` +
    `<div style="max-width:600px;margin:0 auto" dir="${dir}">` +
    `<h1 style="font-size:22px;margin:0 0 4px">${escapeHtml(t('title'))}</h1><p style="margin:0 0 16px;color:#475569">${escapeHtml(week)}</p>` +
    noteHtml +
    htmlSections +
    `<hr style="margin:32px 0 16px;border:0;border-top:1px solid #cbd5e1">` +
    `<p style="font-size:14px;color:#475569">${escapeHtml(t('footer'))} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#0f5132">${escapeHtml(t('unsubscribe'))}</a></p>` +
    (openPixelUrl
      ? `<img src="${escapeHtml(openPixelUrl)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`
      : '') +
    `</div></body></html>`;
  const text = [
    t('title'),
    week,
    ...(note ? [note] : []),
    ...sections.map((section) =>
      [
        section.heading,
        ...(section.items.length === 0
          ? [section.empty]
          : section.items.map((item) => `- ${item.text}${item.url ? `\n  ${item.url}` : ''}`)),
      ].join('\n'),
    ),
    `${t('footer')}\n${t('unsubscribe')}: ${unsubscribeUrl}`,
  ].join('\n\n');
  return { subject, html, text };
}
