'use client';

import { useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { ApiError } from '@/lib/api/api-error';
import type { Checked, FieldErrors } from '@/lib/schemas/field-check';
import { useErrorText } from './use-error-text';

type Options<Values, Data> = {
  initial: Values;
  /** Field names in the order of the page: the first with a problem takes the focus. */
  fieldOrder: readonly string[];
  /** The values checked with the form's shared schema, imported by the caller on the first check. */
  check(values: Values): Promise<Checked<Data>>;
  /** The API's field names where they differ from the form's (`salaryFils` → `salary`). */
  apiFields?: Partial<Record<string, string>>;
  /** Controls a field's name or id does not find (an area picker's search box). */
  controls?: Partial<Record<string, RefObject<HTMLElement | null>>>;
};

/**
 * A form's state in plain React rather than react-hook-form, whose 13 kB gzip a page's 170 kB budget has no room for:
 * the values as typed, checked by the shared schema on submit and then as the person corrects them, the API's field
 * errors placed on the same fields, and the focus on the first field with a problem. Controls are found by `name`, or
 * by `id` where a field is not one control (a document slot).
 */
export function useCheckedForm<Values extends object, Data>({
  initial,
  fieldOrder,
  check,
  apiFields = {},
  controls = {},
}: Options<Values, Data>) {
  const errorText = useErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  // The newest values for a change made after an await (an upload), which the render's `values` may predate.
  const latest = useRef(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const validate = async (next: Values) => {
    const result = await check(next);
    setErrors('errors' in result ? result.errors : {});
    return result;
  };
  const focusFirst = (problems: FieldErrors) => {
    const first = fieldOrder.find((field) => problems[field]);
    if (!first) return;
    const control =
      controls[first]?.current ??
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`) ??
      formRef.current?.ownerDocument.getElementById(first);
    control?.focus();
  };
  /** A patch of values, or one made from the newest values. */
  const change = (patch: Partial<Values> | ((current: Values) => Partial<Values>)) => {
    const next = { ...latest.current, ...(typeof patch === 'function' ? patch(latest.current) : patch) };
    latest.current = next;
    setValues(next);
    if (submitted) void validate(next);
  };

  return {
    formRef,
    values,
    change,
    /** A text box's or select's value, change handler and translated error. */
    bind<Name extends keyof Values & string>(name: Name) {
      return {
        name,
        value: String(values[name] ?? ''),
        onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
          change({ [name]: event.target.value } as Partial<Values>),
        error: errorText.field(errors[name]),
      };
    },
    errorOf: (field: string) => errorText.field(errors[field]),
    /** New values as a fresh form (after a save): no errors, and no checking until the next submit. */
    reset(next: Values) {
      latest.current = next;
      setValues(next);
      setErrors({});
      setSubmitted(false);
    },
    setFieldError: (field: string, message: string | undefined) =>
      setErrors((current) => ({ ...current, [field]: message })),
    /** On submit: the checked data, or undefined with the problems shown and the first one focused. */
    async submit(): Promise<Data | undefined> {
      setSubmitted(true);
      const result = await validate(latest.current);
      if ('data' in result) return result.data;
      focusFirst(result.errors);
      return undefined;
    },
    /** Puts an API refusal's field errors on the form's fields; false when it named none of them. */
    placeServerErrors(cause: unknown): boolean {
      if (!(cause instanceof ApiError) || !cause.fieldErrors) return false;
      const placed: FieldErrors = {};
      for (const [field, messages] of Object.entries(cause.fieldErrors)) {
        const name = apiFields[field] ?? field;
        if (fieldOrder.includes(name)) placed[name] = messages[0];
      }
      if (Object.keys(placed).length === 0) return false;
      setErrors(placed);
      focusFirst(placed);
      return true;
    },
  };
}
