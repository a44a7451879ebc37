import { cn } from '@/components/ui/cn';

/** The member's photo, or the first letter of their name on the brand colour (Arabic letters would join into a syllable). */
export function UserAvatar({
  firstName,
  src,
  className = 'size-8 text-xs',
}: {
  firstName: string;
  src?: string | null;
  className?: string;
}) {
  if (src) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a same-origin upload or a local preview (blob:): nothing for the optimiser, whose image component would add 5 kB gzip to the profile page
      <img
        src={src}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        className={cn('shrink-0 rounded-full object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700',
        className,
      )}
    >
      {firstName.trim().charAt(0)}
    </span>
  );
}
