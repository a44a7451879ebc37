import { BriefcaseIcon } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';

/** The office's logo (its account picture), or a neutral mark. Decorative beside the office's name. */
export function OfficeLogo({ src, size = 'md' }: { src: string | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-20' : 'size-14';
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- a small stored image already sized at upload (512 px at most)
    <img
      src={src}
      alt=""
      width={size === 'lg' ? 80 : 56}
      height={size === 'lg' ? 80 : 56}
      loading="lazy"
      className={cn(box, 'shrink-0 rounded-xl bg-slate-100 object-cover')}
    />
  ) : (
    <span className={cn(box, 'flex shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700')}>
      <BriefcaseIcon className="size-7" />
    </span>
  );
}
