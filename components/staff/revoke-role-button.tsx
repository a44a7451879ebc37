'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';
import type { MemberRole } from '@/lib/constants';

/** Takes one role back from a staff member, after the administrator confirms it. */
export function RevokeRoleButton({ memberId, name, role }: { memberId: number; name: string; role: MemberRole }) {
  const t = useTranslations('staff.roles');
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const roleName = t(`names.${role}`);

  const revoke = async () => {
    if (!window.confirm(t('revokeConfirm', { name, role: roleName }))) return;
    setPending(true);
    try {
      const { staffApi } = await import('@/lib/api/staff');
      await staffApi.revoke(memberId, role);
      flashStore.show(t('revoked', { name, role: roleName }));
      router.refresh();
    } catch (error) {
      flashStore.show(errorText.request(error), 'error');
    } finally {
      setPending(false);
    }
  };

  return (
    <button
      type="button"
      onClick={revoke}
      disabled={pending}
      aria-label={t('revokeLabel', { name, role: roleName })}
      className={buttonClass('secondary', 'sm')}
      data-testid={`revoke-${memberId}-${role}`}
    >
      {t('revoke')}
    </button>
  );
}
