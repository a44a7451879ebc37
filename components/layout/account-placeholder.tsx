import { cn } from '@/components/ui/cn';

/** The account's place in the header or the drawer while the session is restored: the same size, silent. */
export function AccountPlaceholder({ drawer }: { drawer: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn('block animate-pulse rounded-lg bg-slate-100', drawer ? 'h-11 w-full' : 'h-10 w-10 sm:w-32')}
    />
  );
}
