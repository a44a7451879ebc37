import Image from 'next/image';
import { cn } from '@/components/ui/cn';

/** The member's photo, or the initials of their name on the brand colour. */
export function UserAvatar({ firstName, lastName, src, className = 'size-8 text-xs' }: { firstName: string; lastName: string; src?: string | null; className?: string }) {
  if (src) {
    // Same-origin uploads and local previews (blob:) need no optimiser.
    return <Image src={src} alt="" width={96} height={96} unoptimized className={cn('shrink-0 rounded-full object-cover', className)} />;
  }
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (
    <span aria-hidden="true" className={cn('flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700', className)}>
      {initials}
    </span>
  );
}
