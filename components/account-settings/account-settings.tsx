'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { locales } from '@/lib/i18n/config';
import type { NotificationKind } from '@/lib/notifications/kinds';
import { notificationKindGroups, settingsChannels, type SettingsChannel } from '@/lib/notifications/settings';
import type { NotificationSettings } from '@/lib/schemas/notification-settings';
import { useAccountSettings, useSaveAccountSettings } from '@/lib/queries/use-account-settings';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { controlClass } from '@/components/ui/field';
import { FormAlert, FormSuccess } from '@/components/ui/form-status';
import { useErrorText } from '@/components/ui/use-error-text';
import { useBrowserPush } from './use-browser-push';

const DEFAULT_QUIET_HOURS = { start: '22:00', end: '07:00' };

/** An on/off switch (a button with role="switch"), named by `label`. */
function Switch({
  checked,
  label,
  disabled,
  onChange,
  testId,
}: {
  checked: boolean;
  label: string;
  disabled?: boolean;
  onChange?(next: boolean): void;
  testId?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      data-testid={testId}
      onClick={() => onChange?.(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed',
        checked ? 'bg-brand-700' : 'bg-slate-400',
        disabled && 'opacity-70',
        focusRing,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-5.5 rtl:-translate-x-5.5' : 'translate-x-0.5 rtl:-translate-x-0.5',
        )}
      />
    </button>
  );
}

export function Section({
  title,
  hint,
  children,
  id,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm leading-6 text-slate-600">{hint}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Kinds × channels: a table-like grid on wide screens, one card per kind on a phone (the channel names beside each switch). */
function ChannelGrid({
  settings,
  onToggle,
}: {
  settings: NotificationSettings;
  onToggle(kind: NotificationKind, channel: SettingsChannel, on: boolean): void;
}) {
  const t = useTranslations('accountSettings');
  const columns = 'md:grid md:grid-cols-[minmax(0,1fr)_repeat(4,7.5rem)] md:items-center md:gap-2';
  const channelNames = {
    inApp: t('channels.inApp'),
    ...Object.fromEntries(settingsChannels.map((c) => [c, t(`channels.${c}`)])),
  } as Record<'inApp' | SettingsChannel, string>;
  return (
    <div className="grid gap-6">
      <div
        aria-hidden="true"
        className={cn('hidden border-b border-slate-200 pb-2 text-sm font-semibold text-slate-700', columns)}
      >
        <span>{t('kindColumn')}</span>
        {(['inApp', ...settingsChannels] as const).map((channel) => (
          <span key={channel} className="text-center">
            {channelNames[channel]}
          </span>
        ))}
      </div>
      {notificationKindGroups.map((group) => (
        <fieldset key={group.key} className="grid gap-3">
          <legend className="mb-2 text-base font-bold text-slate-900">{t(`groups.${group.key}`)}</legend>
          <ul className="grid gap-3 md:gap-1">
            {group.kinds.map((kind) => {
              const kindName = t(`kinds.${kind}`);
              return (
                <li
                  key={kind}
                  data-testid={`kind-${kind}`}
                  className={cn(
                    'rounded-xl border border-slate-200 p-3 md:rounded-none md:border-0 md:border-b md:border-slate-100 md:px-0 md:py-2',
                    columns,
                  )}
                >
                  <p className="mb-2 font-medium text-slate-800 md:mb-0">{kindName}</p>
                  <div className="grid grid-cols-2 gap-x-4 gap-y-3 md:contents">
                    <div className="flex items-center gap-2 md:justify-center">
                      <Switch
                        checked
                        disabled
                        label={t('switchLabel', { kind: kindName, channel: channelNames.inApp })}
                      />
                      <span aria-hidden="true" className="text-sm text-slate-600 md:hidden">
                        {channelNames.inApp}
                      </span>
                    </div>
                    {settingsChannels.map((channel) => (
                      <div key={channel} className="flex items-center gap-2 md:justify-center">
                        <Switch
                          checked={settings.channels[kind][channel]}
                          label={t('switchLabel', { kind: kindName, channel: channelNames[channel] })}
                          testId={`switch-${kind}-${channel}`}
                          onChange={(on) => onToggle(kind, channel, on)}
                        />
                        <span aria-hidden="true" className="text-sm text-slate-600 md:hidden">
                          {channelNames[channel]}
                        </span>
                      </div>
                    ))}
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}

/**
 * The account settings: what the member is told on which channel, the language of their messages, quiet hours and
 * the newsletter. Every change is saved at once and confirmed; a failed save puts the previous choice back.
 */
export function AccountSettings({
  memberId,
  email,
  initial,
}: {
  memberId: number;
  email: string | null;
  initial: NotificationSettings;
}) {
  const t = useTranslations('accountSettings');
  const errorText = useErrorText();
  const { data: settings } = useAccountSettings(memberId, initial);
  const save = useSaveAccountSettings(memberId);
  const [quietError, setQuietError] = useState(false);
  const browserPush = useBrowserPush();

  const change = (next: Partial<NotificationSettings>) => save.mutate({ ...settings, ...next });
  const toggle = async (kind: NotificationKind, channel: SettingsChannel, on: boolean) => {
    // A push switch goes on only once this browser is subscribed; refused, it stays off and says why.
    if (channel === 'push' && on && !(await browserPush.enable())) return;
    change({ channels: { ...settings.channels, [kind]: { ...settings.channels[kind], [channel]: on } } });
  };
  const setQuiet = (edge: 'start' | 'end', value: string) => {
    const next = { ...(settings.quietHours ?? DEFAULT_QUIET_HOURS), [edge]: value };
    const invalid = !value || next.start === next.end;
    setQuietError(Boolean(value) && next.start === next.end);
    if (!invalid) change({ quietHours: next });
  };

  const failure = save.error
    ? save.error.fieldErrors?.newsletter
      ? t('newsletterNeedsEmail')
      : errorText.request(save.error)
    : undefined;

  return (
    <div className="grid gap-6">
      <div className="sticky top-2 z-10 empty:hidden" data-testid="settings-status">
        {failure && !save.isPending ? <FormAlert>{failure}</FormAlert> : null}
        {browserPush.problem ? <FormAlert>{t(`push.${browserPush.problem}`)}</FormAlert> : null}
        {browserPush.pending && <p className="sr-only">{t('push.pending')}</p>}
        <FormSuccess shown={save.isSuccess && !save.isPending}>{t('saved')}</FormSuccess>
        {save.isPending && <p className="sr-only">{t('saving')}</p>}
      </div>

      <Section id="notifications-heading" title={t('notificationsHeading')} hint={t('notificationsHint')}>
        <ChannelGrid settings={settings} onToggle={toggle} />
      </Section>

      <Section id="language-heading" title={t('languageHeading')}>
        <label htmlFor="settings-locale" className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('languageLabel')}
        </label>
        <select
          id="settings-locale"
          value={settings.locale}
          onChange={(event) => change({ locale: event.target.value as NotificationSettings['locale'] })}
          className={cn(controlClass, 'h-11 max-w-xs')}
        >
          {locales.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {t(`languages.${locale}`)}
            </option>
          ))}
        </select>
      </Section>

      <Section id="quiet-heading" title={t('quietHeading')} hint={t('quietHint')}>
        <div className="flex items-center gap-3">
          <Switch
            checked={settings.quietHours !== null}
            label={t('quietToggle')}
            testId="switch-quiet-hours"
            onChange={(on) => {
              setQuietError(false);
              change({ quietHours: on ? DEFAULT_QUIET_HOURS : null });
            }}
          />
          <span aria-hidden="true" className="text-sm text-slate-700">
            {t('quietToggle')}
          </span>
        </div>
        {settings.quietHours && (
          <div className="mt-4 flex flex-wrap gap-4">
            {(['start', 'end'] as const).map((edge) => (
              <div key={edge}>
                <label htmlFor={`quiet-${edge}`} className="mb-1.5 block text-sm font-medium text-slate-800">
                  {t(edge === 'start' ? 'quietStart' : 'quietEnd')}
                </label>
                <input
                  id={`quiet-${edge}`}
                  type="time"
                  dir="ltr"
                  required
                  defaultValue={settings.quietHours?.[edge]}
                  aria-invalid={quietError || undefined}
                  aria-describedby={quietError ? 'quiet-error' : undefined}
                  onChange={(event) => setQuiet(edge, event.target.value)}
                  className={cn(controlClass, 'h-11 w-36')}
                />
              </div>
            ))}
            {quietError && (
              <p id="quiet-error" role="alert" className="basis-full text-sm text-red-700">
                {t('quietSame')}
              </p>
            )}
          </div>
        )}
      </Section>

      <Section
        id="newsletter-heading"
        title={t('newsletterHeading')}
        hint={email ? t('newsletterHint', { email }) : t('newsletterNoEmail')}
      >
        <div className="flex items-center gap-3">
          <Switch
            checked={settings.newsletter}
            label={t('newsletterToggle')}
            disabled={!email && !settings.newsletter}
            testId="switch-newsletter"
            onChange={(on) => change({ newsletter: on })}
          />
          <span aria-hidden="true" className="text-sm text-slate-700">
            {t('newsletterToggle')}
          </span>
        </div>
      </Section>
    </div>
  );
}
