import type { DealTypeSlug } from '@/lib/constants';

/** Rents in Kuwait are quoted per month; every other deal quotes the whole price. */
export const isMonthly = (dealType: DealTypeSlug) => dealType === 'rent' || dealType === 'wanted-for-rent';

/** `ad-media/x.webp` is stored at 1280 px with `-640` and `-320` widths beside it. */
export function photoSources(url: string): { src: string; srcSet: string } {
  const variant = (width: number) => url.replace(/(\.[A-Za-z0-9]+)?$/, (extension) => `-${width}${extension}`);
  return { src: variant(640), srcSet: `${variant(320)} 320w, ${variant(640)} 640w, ${url} 1280w` };
}
