import { useId, type ChangeEvent } from 'react';
import { buttonClass } from './button-styles';
import { cn } from './cn';
import { CloseIcon, PlusIcon } from './icons';
import { FieldError } from './field-error';

export type PickedFile = { id: number | string; name: string; preview?: { url: string; alt: string } };

type FilePickerProps = {
  /** The native input's id: a form's check focuses it by this id. */
  id: string;
  label: string;
  /** How many files it takes, read out with the button. */
  limit?: string;
  /** The button's text ("Add images"): the native picker's own English button and "No file chosen" are hidden. */
  buttonText: string;
  /** Said where no file has been added yet. */
  emptyText: string;
  /** Each file's remove button; its file name follows for screen readers. */
  removeText: string;
  accept: string;
  multiple?: boolean;
  /** False once the files reach their limit: the button goes. */
  canAdd: boolean;
  disabled?: boolean;
  /** The upload in progress, announced. */
  busyText?: string;
  error?: string;
  files: PickedFile[];
  onPick(files: File[]): void;
  onRemove(id: PickedFile['id']): void;
  testId?: string;
};

/**
 * A file field in the page's language: the native input is visually hidden inside a styled button (so it keeps the
 * keyboard and screen-reader behaviour of a real file input), the chosen files are listed by name with a remove
 * button each, and the error sits under it like every field's.
 */
export function FilePicker({
  id,
  label,
  limit,
  buttonText,
  emptyText,
  removeText,
  accept,
  multiple,
  canAdd,
  disabled,
  busyText,
  error,
  files,
  onPick,
  onRemove,
  testId,
}: FilePickerProps) {
  const base = useId();
  const [labelId, buttonId, limitId, errorId] = [
    `${base}-label`,
    `${base}-button`,
    `${base}-limit`,
    `${base}-error`,
  ] as const;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // The same file can be chosen again after it was removed.
    event.target.value = '';
    if (chosen.length > 0) onPick(chosen);
  };
  return (
    <div
      className={cn('grid gap-3 rounded-xl border p-4', error ? 'border-red-300' : 'border-slate-200')}
      data-testid={testId}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span id={labelId} className="font-medium text-slate-900">
          {label}
        </span>
        {limit && (
          <span id={limitId} className="text-xs text-slate-500">
            {limit}
          </span>
        )}
      </div>
      {files.length > 0 ? (
        <ul className="grid gap-2">
          {files.map((file) => (
            <li key={file.id} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-2">
              {file.preview && (
                // eslint-disable-next-line @next/next/no-img-element -- a private upload from the API, not optimisable
                <img
                  src={file.preview.url}
                  alt={file.preview.alt}
                  width={56}
                  height={56}
                  className="size-14 shrink-0 rounded-md border border-slate-200 object-cover"
                />
              )}
              <span dir="auto" className="min-w-0 flex-1 truncate text-sm text-slate-800">
                {file.name}
              </span>
              <button
                type="button"
                onClick={() => onRemove(file.id)}
                disabled={disabled}
                className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
              >
                <CloseIcon className="size-4" />
                {removeText}
                <span className="sr-only">{file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{emptyText}</p>
      )}
      {canAdd && (
        <label
          className={buttonClass(
            'secondary',
            'md',
            'cursor-pointer justify-self-start has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
          )}
        >
          <PlusIcon className="size-4" />
          <span id={buttonId}>{buttonText}</span>
          <input
            id={id}
            type="file"
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            aria-labelledby={`${labelId} ${buttonId}`}
            aria-describedby={[limit && limitId, error && errorId].filter(Boolean).join(' ') || undefined}
            aria-invalid={error ? true : undefined}
            onChange={pick}
            className="sr-only"
          />
        </label>
      )}
      {busyText && (
        <p role="status" className="text-sm text-slate-600">
          {busyText}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
