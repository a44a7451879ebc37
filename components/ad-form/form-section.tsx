import type { ReactNode } from 'react';

/** One titled group of the ad form, two columns from small screens up; an optional line under the title explains it. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6">
      <fieldset>
        <legend
          className={description ? 'text-lg font-semibold text-slate-900' : 'mb-4 text-lg font-semibold text-slate-900'}
        >
          {title}
        </legend>
        {description && <p className="mt-1 mb-4 text-sm text-slate-600">{description}</p>}
        <div className="grid gap-5 sm:grid-cols-2">{children}</div>
      </fieldset>
    </div>
  );
}
