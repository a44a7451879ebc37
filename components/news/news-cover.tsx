import { preload } from 'react-dom';
import type { NewsCover } from '@/lib/schemas/news';
import { cn } from '@/components/ui/cn';

type NewsCoverImageProps = {
  cover: NewsCover;
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  className?: string;
};

/** `srcset` over the stored widths (320, 640 and the 1280 original), smallest first. */
export function coverSrcSet(cover: NewsCover): string {
  return [...cover.responsive, { width: cover.width, url: cover.url }]
    .sort((a, b) => a.width - b.width)
    .map((source) => `${source.url} ${source.width}w`)
    .join(', ');
}

/** Covers are abstract compositions without text: decorative, so the alternative text is empty. */
export function NewsCoverImage({ cover, sizes, eager = false, className }: NewsCoverImageProps) {
  const fallback = cover.responsive.find((source) => source.width === 640)?.url ?? cover.url;
  const srcSet = coverSrcSet(cover);
  // The first screen's cover is asked for from the document's head, before the scripts (the page's largest paint).
  if (eager) preload(fallback, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the API already serves 320/640/1280 WebP widths with year-long caching
    <img
      src={fallback}
      srcSet={srcSet}
      sizes={sizes}
      alt=""
      width={cover.width}
      height={cover.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={cn('size-full object-cover', className)}
    />
  );
}
