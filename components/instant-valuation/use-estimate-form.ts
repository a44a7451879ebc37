'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { toLatinDigits } from '@/lib/format';
import { useErrorText } from '@/components/ui/use-error-text';
import type { Checked } from '@/lib/schemas/field-check';
import { useCheckedForm } from '@/components/ui/use-checked-form';

/** Typed digits (Arabic-Indic too) as a number; an empty field is missing, for the schema to name. */
export const numberOf = (typed: string) => {
  const text = toLatinDigits(typed).trim();
  return text === '' ? undefined : Number(text);
};
export const optional = (typed: string) => (typed.trim() === '' ? undefined : typed.trim());

type Options<Values, Field extends string, Data, Created> = {
  empty: Values;
  /** Fields in the order of the form: the first with a problem takes the focus (the area: its search box). */
  fieldOrder: readonly Field[];
  check(values: Values): Promise<Checked<Data>>;
  /** Asks for the estimate (its HTTP client loaded on use); the page holds no query, so React Query stays out of it. */
  create(data: Data): Promise<Created>;
  resultPath(created: Created): string;
};

/**
 * An estimator form: its values checked as every checked form's (useCheckedForm), the estimate asked for with the
 * checked data and opened on its own page; an API refusal's field errors go on the same fields.
 */
export function useEstimateForm<Values extends object, Field extends string, Data, Created>({
  empty,
  fieldOrder,
  check,
  create,
  resultPath,
}: Options<Values, Field, Data, Created>) {
  const router = useRouter();
  const errorText = useErrorText();
  const areaSearch = useRef<HTMLInputElement>(null);
  const form = useCheckedForm<Values, Data>({ initial: empty, fieldOrder, check, controls: { areaId: areaSearch } });

  // `sent` from the request until the result page opens; a refusal no field can show stays in `failure`.
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  const change = (patch: Partial<Values>) => {
    form.change(patch);
    setFailure(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = await form.submit();
    if (data === undefined) return;
    setSent(true);
    setFailure(undefined);
    try {
      router.push(resultPath(await create(data)));
    } catch (error) {
      setSent(false);
      if (!form.placeServerErrors(error)) setFailure(error);
    }
  };

  return {
    formRef: form.formRef,
    areaSearch,
    values: form.values,
    change,
    submit,
    errorOf: (field: Field) => form.errorOf(field),
    failure: failure === undefined ? undefined : errorText.request(failure),
    busy: sent,
  };
}
