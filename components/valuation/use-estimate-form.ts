'use client';

import type { UseMutationResult } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '@/lib/api/api-error';
import { toLatinDigits } from '@/lib/format';
import { useErrorText } from '@/components/ui/use-error-text';
import type { Checked, FieldErrors } from '@/components/ui/field-check';

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
  create: UseMutationResult<Created, ApiError, Data>;
  resultPath(created: Created): string;
};

/**
 * An estimator form's state in plain React rather than react-hook-form (13 kB gzip the pages' 170 kB budget has no
 * room for): the values as typed, checked by the shared schema on submit and then as the visitor corrects them, the
 * API's field errors on the same fields, and the estimate opened on its own page.
 */
export function useEstimateForm<Values, Field extends string, Data, Created>({ empty, fieldOrder, check, create, resultPath }: Options<Values, Field, Data, Created>) {
  const router = useRouter();
  const errorText = useErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const areaSearch = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const validate = async (next: Values) => {
    const result = await check(next);
    setErrors('errors' in result ? result.errors : {});
    return result;
  };
  const change = (patch: Partial<Values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (create.error) create.reset();
    if (submitted) void validate(next);
  };
  const focusFirst = (hasProblem: (field: Field) => boolean) => {
    const field = fieldOrder.find(hasProblem);
    if (field === 'areaId') areaSearch.current?.focus();
    else if (field) (formRef.current?.elements.namedItem(field) as HTMLElement | null)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const checked = await validate(values);
    if ('errors' in checked) return focusFirst((field) => Boolean(checked.errors[field]));
    create.mutate(checked.data, {
      onSuccess: (created) => router.push(resultPath(created)),
      onError: (error) => focusFirst((field) => Boolean(error.fieldErrors?.[field]?.length)),
    });
  };

  const serverErrors = create.error?.fieldErrors;
  return {
    formRef,
    areaSearch,
    values,
    change,
    submit,
    errorOf: (field: Field) => errorText.field(errors[field] ?? serverErrors?.[field]?.[0]),
    failure: create.error && !serverErrors ? errorText.request(create.error) : undefined,
    busy: create.isPending || create.isSuccess,
  };
}
