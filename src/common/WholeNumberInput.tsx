/**
 * A count in a react-admin form (stock, minutes, points), typed as digits only. A browser number field drops
 * the comma of "7,25" and reads 725; here "7,25", "7.25" and "abc" stay as typed and are refused with their
 * reason (model/money's parseWholeNumber), so a count is never saved as another number.
 */
import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { InputHelperText, useInput, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { parseWholeNumber } from '../../model/money';

type CountValue = number | string | null | undefined;

const identity = (value: CountValue) => value;

/** The form's value: the number once the text reads as a whole number, otherwise the text (refused here). */
const validateWhole: Validator = (value: CountValue) => {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? undefined : 'admin.count.not_whole';
  const parsed = parseWholeNumber(value ?? '');
  return parsed.ok ? undefined : `admin.count.${parsed.problem}`;
};

const atMost =
  (max: number): Validator =>
  (value: CountValue) =>
    typeof value === 'number' && value > max ? { message: 'admin.count.too_high', args: { max } } : undefined;

const textOf = (value: CountValue) => (typeof value === 'number' ? String(value) : (value ?? ''));

export function WholeNumberInput({
  source,
  label,
  disabled,
  helperText,
  max,
  validate = [],
}: {
  source: string;
  label: string;
  disabled?: boolean;
  helperText?: string;
  max?: number;
  /** further rules on the number (a range) */
  validate?: Validator[];
}) {
  const { trigger } = useFormContext();
  const { id, field, fieldState, formState } = useInput<CountValue>({
    source,
    disabled,
    validate: [validateWhole, ...(max === undefined ? [] : [atMost(max)]), ...validate],
    format: identity,
    parse: identity,
  });
  const value = field.value as CountValue;
  const [text, setText] = useState(() => textOf(value));
  // The form changed the value itself (the record loaded, a reset): show it.
  useEffect(() => setText((current) => (current.trim() === textOf(value) ? current : textOf(value))), [value]);
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);

  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={text}
      disabled={disabled}
      onChange={(e) => {
        const typed = e.target.value;
        const parsed = parseWholeNumber(typed);
        setText(typed);
        field.onChange(parsed.ok ? parsed.value : typed);
      }}
      onBlur={() => {
        field.onBlur();
        void trigger(field.name);
      }}
      error={showError}
      helperText={<InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={helperText} />}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
}
