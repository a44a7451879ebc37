'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import type { AuthUser } from '@/lib/schemas/auth';
import { useUploadAvatar } from '@/lib/queries/use-upload-avatar';
import { fileProblem, imageTypes } from '@/components/auth/file-checks';
import { FormAlert } from '@/components/ui/form-status';
import { UserAvatar } from '@/components/auth/user-avatar';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { useErrorText } from '@/components/ui/use-error-text';

/** The profile photo: a chosen image is previewed at once and uploaded right away. */
export function AvatarUpload({ user }: { user: AuthUser }) {
  const t = useTranslations('profile');
  const errorText = useErrorText();
  const upload = useUploadAvatar();
  const inputId = useId();
  const [preview, setPreview] = useState<string>();
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = fileProblem(file, imageTypes);
    setProblem(found === 'tooLarge' ? t('avatarTooLarge') : found === 'badType' ? t('avatarBadType') : undefined);
    if (found) return;
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, { onSettled: () => setPreview(undefined) });
  };

  // The API names what is wrong with the file as a field error (e.g. an unreadable image).
  const fileError = upload.error?.fieldErrors && Object.values(upload.error.fieldErrors)[0]?.[0];
  const failure = problem ?? fileError ?? (upload.isError ? errorText.request(upload.error) : undefined);
  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-center"
    >
      <h2 id={`${inputId}-title`} className="text-base font-bold text-slate-900">
        {t('avatar')}
      </h2>
      <UserAvatar
        firstName={user.firstName}
        src={preview ?? user.avatar}
        className={cn('size-28 text-3xl', upload.isPending && 'opacity-60')}
      />
      <label
        htmlFor={inputId}
        className={buttonClass(
          'secondary',
          'sm',
          'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        )}
      >
        {t('changeAvatar')}
        <input
          id={inputId}
          type="file"
          accept={imageTypes.join(',')}
          onChange={onChange}
          disabled={upload.isPending}
          aria-describedby={`${inputId}-hint`}
          data-testid="avatar-input"
          className="sr-only"
        />
      </label>
      <p id={`${inputId}-hint`} className="text-xs text-slate-500">
        {t('avatarHint')}
      </p>
      <p role="status" className="text-sm text-brand-700 empty:hidden">
        {upload.isPending ? t('avatarUploading') : upload.isSuccess ? t('avatarUpdated') : null}
      </p>
      {failure && <FormAlert>{failure}</FormAlert>}
    </section>
  );
}
