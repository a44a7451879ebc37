'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { phoneInput, SelectField, TextField } from '@/components/ui/field';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';
import { ApiError } from '@/lib/api/api-error';
import { memberRoles, type MemberRole } from '@/lib/constants';
import { grantRoleSchema } from '@/lib/schemas/staff';

/** The administrator gives a role to a member by their phone number; the list of staff reloads from the server. */
export function GrantRoleForm() {
  const t = useTranslations('staff.roles');
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [phoneError, setPhoneError] = useState<string>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = { phone: String(data.get('phone') ?? ''), role: String(data.get('role') ?? '') as MemberRole };
    const checked = grantRoleSchema.safeParse(input);
    if (!checked.success) {
      setPhoneError(errorText.field(checked.error.issues.find((issue) => issue.path[0] === 'phone')?.message));
      return;
    }
    setPhoneError(undefined);
    setPending(true);
    try {
      const { staffApi } = await import('@/lib/api/staff');
      const member = await staffApi.grant(checked.data);
      flashStore.show(t('granted', { name: member.name, role: t(`names.${checked.data.role}`) }));
      form.reset();
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors?.phone)
        setPhoneError(errorText.field(error.fieldErrors.phone[0]));
      else if (error instanceof ApiError && error.code === 'MEMBER_NOT_FOUND') setPhoneError(errorText.request(error));
      else flashStore.show(errorText.request(error), 'error');
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]"
      data-testid="grant-role"
    >
      <TextField name="phone" label={t('phone')} hint={t('phoneHint')} error={phoneError} required {...phoneInput} />
      <SelectField
        name="role"
        label={t('role')}
        options={memberRoles.map((role) => ({ value: role, label: t(`names.${role}`) }))}
        defaultValue="moderator"
      />
      <button type="submit" disabled={pending} className={buttonClass('primary', 'md', 'h-11')}>
        {pending ? t('granting') : t('grant')}
      </button>
    </form>
  );
}
