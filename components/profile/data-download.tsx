'use client';

import { useTranslations } from 'next-intl';
import { useDownloadMyData } from '@/lib/queries/use-download-my-data';
import { buttonClass } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-status';
import { useErrorText } from '@/components/ui/use-error-text';

/** Hands the browser a file to save, as a download link would. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads the signed-in member's data (profile, ads, favourites, saved searches, requests, orders) as JSON; the caller says what it holds. */
export function DataDownload({ className }: { className?: string }) {
  const t = useTranslations('dataDownload');
  const errorText = useErrorText();
  const download = useDownloadMyData();
  const start = () => download.mutate(undefined, { onSuccess: ({ blob, fileName }) => saveFile(blob, fileName) });
  return (
    <div className={className}>
      {download.isError && (
        <div className="mb-3">
          <FormAlert>{errorText.request(download.error)}</FormAlert>
        </div>
      )}
      <button
        type="button"
        onClick={start}
        disabled={download.isPending}
        className={buttonClass('secondary', 'md')}
        data-testid="data-download"
      >
        {download.isPending ? t('preparing') : t('button')}
      </button>
      {download.isSuccess && (
        <p role="status" className="mt-2 text-sm text-brand-700">
          {t('done')}
        </p>
      )}
    </div>
  );
}
