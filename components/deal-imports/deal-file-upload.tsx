'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { FilePicker } from '@/components/ui/file-picker';
import { useErrorText } from '@/components/ui/use-error-text';
import { ApiError } from '@/lib/api/api-error';

/** Picks a ministry deals file and sends it for the dry run; the import's page then shows what it found. */
export function DealFileUpload() {
  const t = useTranslations('dealImports.upload');
  const router = useRouter();
  const errorText = useErrorText();
  const [file, setFile] = useState<File>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const check = async () => {
    if (!file) return setError(errorText.field('general.validation.required_field'));
    setPending(true);
    setError(undefined);
    try {
      const { dealImportsApi } = await import('@/lib/api/deal-imports');
      const checked = await dealImportsApi.check(file);
      router.push(`/profile/deal-imports/${checked.id}`);
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.fieldErrors?.file
          ? errorText.field(caught.fieldErrors.file[0])
          : errorText.request(caught),
      );
      setPending(false);
    }
  };

  return (
    <form
      className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      onSubmit={(event) => {
        event.preventDefault();
        void check();
      }}
      data-testid="deal-file-upload"
    >
      <FilePicker
        id="deal-file"
        label={t('label')}
        buttonText={t('choose')}
        emptyText={t('none')}
        removeText={t('remove')}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        canAdd={!file}
        disabled={pending}
        busyText={pending ? t('checking') : undefined}
        error={error}
        files={file ? [{ id: 'file', name: file.name }] : []}
        onPick={([picked]) => {
          setFile(picked);
          setError(undefined);
        }}
        onRemove={() => setFile(undefined)}
        testId="deal-file"
      />
      <p className="text-sm text-slate-600">{t('hint')}</p>
      <button type="submit" disabled={pending} className={buttonClass('primary', 'md', 'justify-self-start')}>
        {pending ? t('checking') : t('submit')}
      </button>
    </form>
  );
}
