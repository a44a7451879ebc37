'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { createContext, use, useTransition, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

type ListNavigationState = { pending: boolean; navigate(href: string): void };

const ListNavigationContext = createContext<ListNavigationState>({ pending: false, navigate: () => {} });

export const useListNavigation = () => use(ListNavigationContext);

/**
 * One transition for every move within a list page (the filter form, its chips), so the count and the results can
 * say "loading" until the next page has arrived instead of showing the old ones as if they were the answer.
 */
export function ListNavigation({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = (href: string) => startTransition(() => router.push(href));
  return <ListNavigationContext value={{ pending, navigate }}>{children}</ListNavigationContext>;
}

/** Content that is stale while a list navigation is pending: marked busy and dimmed, with a spoken and shown status. */
export function BusyRegion({
  children,
  className,
  indicator = false,
}: {
  children: ReactNode;
  className?: string;
  indicator?: boolean;
}) {
  const t = useTranslations('ads.filters');
  const { pending } = useListNavigation();
  return (
    <div aria-busy={pending} data-testid={indicator ? 'results-region' : undefined}>
      {indicator && (
        // Fixed at the bottom of the screen: on a phone the results may start above or below what is in view.
        <p
          role="status"
          className={
            pending
              ? 'fixed inset-x-0 bottom-6 z-30 mx-auto flex w-fit items-center gap-2 rounded-full bg-brand-900 px-4 py-2 text-sm font-medium text-white shadow-lg'
              : 'sr-only'
          }
        >
          {pending && (
            <>
              <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
              {t('loading')}
            </>
          )}
        </p>
      )}
      <div className={cn('transition-opacity', pending && 'pointer-events-none opacity-50', className)}>{children}</div>
    </div>
  );
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link within the list that navigates in the list's transition (a new tab or window works as usual). */
export function ListLink({ href, onClick, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const { navigate } = useListNavigation();
  return (
    <Link
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !plainClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
