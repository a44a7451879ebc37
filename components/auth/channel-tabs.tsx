'use client';

import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { Channel } from '@/lib/api/auth';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';

const channels: readonly Channel[] = ['phone', 'email'];
const icons = { phone: PhoneIcon, email: MailIcon } as const;

type ChannelTabsProps = {
  label: string;
  labels: Record<Channel, string>;
  value: Channel;
  onChange(channel: Channel): void;
  children: ReactNode;
};

/** Phone | e-mail tabs (WAI-ARIA tabs: arrow keys, Home and End move between them). */
export function ChannelTabs({ label, labels, value, onChange, children }: ChannelTabsProps) {
  const id = useId();
  const tabRefs = useRef<Partial<Record<Channel, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = channels.indexOf(value);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? channels.length - 1
          : ['ArrowLeft', 'ArrowRight'].includes(event.key)
            ? (index + 1) % channels.length
            : -1;
    const channel = channels[next];
    if (!channel) return;
    event.preventDefault();
    onChange(channel);
    tabRefs.current[channel]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
      >
        {channels.map((channel) => {
          const Icon = icons[channel];
          const selected = channel === value;
          return (
            <button
              key={channel}
              ref={(element) => {
                tabRefs.current[channel] = element;
              }}
              id={`${id}-${channel}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(channel)}
              className={cn(
                'flex h-10 items-center justify-center gap-2 rounded-lg text-sm font-medium',
                selected ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                focusRing,
              )}
            >
              <Icon className="size-4" />
              {labels[channel]}
            </button>
          );
        })}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${value}`} className="pt-5">
        {children}
      </div>
    </div>
  );
}
