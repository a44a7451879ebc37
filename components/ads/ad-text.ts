/** Marks Arabic text on an English page: screen readers switch voice, the browser lays it out right to left. */
export type ForeignTextProps = { lang?: 'ar'; dir?: 'rtl' };

const arabicLetter = /\p{Script=Arabic}/u;

/** The marking a member's text needs on a page in `locale`: Arabic text on an English page, nothing otherwise. */
export function foreignTextProps(text: string, locale: string): ForeignTextProps {
  return locale !== 'ar' && arabicLetter.test(text) ? { lang: 'ar', dir: 'rtl' } : {};
}

export type LocalizedText = { text: string; props: ForeignTextProps };

/** The advertiser's text in the page's language: English pages show the English text when there is one. */
export function localizedAdText(locale: string, arabic: string, english: string | null | undefined): LocalizedText {
  const text = locale !== 'ar' && english ? english : arabic;
  return { text, props: foreignTextProps(text, locale) };
}

export const adTitle = (ad: { title: string; titleEn: string | null }, locale: string) =>
  localizedAdText(locale, ad.title, ad.titleEn);

export const adDescription = (ad: { description: string; descriptionEn: string | null }, locale: string) =>
  localizedAdText(locale, ad.description, ad.descriptionEn);
