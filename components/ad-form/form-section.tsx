import type { ReactNode } from 'react';

/** One titled group of the ad form, two columns from small screens up. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6">
      <fieldset>
        <legend className="mb-4 text-lg font-semibold text-slate-900">{title}</legend>
        <div className="grid gap-5 sm:grid-cols-2">{children}</div>
      </fieldset>
    </div>
  );
}
