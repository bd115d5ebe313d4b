/**
 * A price in a react-admin form, typed the way people type it: "7,25" or "7.25" (shown back as "7,25 €").
 * The form keeps euros (7.25); anything else ("7,2,5", "abc", "7,255", "-3") stays as typed and is refused
 * with its reason, so it can never be saved as another amount. The rule itself is model/money's parseEuros.
 */
import { useEffect, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { InputHelperText, useInput, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { eurosInputText, hasWholeCents, MONEY_MAX_EUROS, parseEuros } from '../../model/money';

type MoneyValue = number | string | null | undefined;

const identity = (value: MoneyValue) => value;

/** The form's value: euros once the text reads as a price, otherwise the text itself (refused below). */
export const validateMoney: Validator = (value: MoneyValue) => {
  if (typeof value === 'number')
    return value >= 0 && value <= MONEY_MAX_EUROS && hasWholeCents(value) ? undefined : 'admin.price.format';
  const parsed = parseEuros(value ?? '');
  return parsed.ok ? undefined : `admin.price.${parsed.problem}`;
};

function textOf(value: MoneyValue): string {
  return typeof value === 'number' ? eurosInputText(value) : (value ?? '');
}

/** True when the text on screen already stands for the form's value (so typing is never rewritten). */
function shows(text: string, value: MoneyValue): boolean {
  if (typeof value !== 'number') return text === (value ?? '');
  const parsed = parseEuros(text);
  return parsed.ok && parsed.euros === value;
}

export function MoneyInput({ source, label, disabled }: { source: string; label: string; disabled?: boolean }) {
  const { trigger } = useFormContext();
  const { id, field, fieldState, formState } = useInput<MoneyValue>({
    source,
    disabled,
    validate: validateMoney,
    format: identity,
    parse: identity,
  });
  const value = field.value as MoneyValue;
  const [text, setText] = useState(() => textOf(value));
  // The form changed the value itself (the record loaded, a reset): show it.
  useEffect(() => setText((current) => (shows(current, value) ? current : textOf(value))), [value]);
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
        const parsed = parseEuros(typed);
        setText(typed);
        field.onChange(parsed.ok ? parsed.euros : typed);
      }}
      onBlur={() => {
        field.onBlur();
        const parsed = parseEuros(text);
        if (parsed.ok) setText(eurosInputText(parsed.euros));
        void trigger(field.name);
      }}
      error={showError}
      helperText={<InputHelperText error={showError ? fieldState.error?.message : undefined} />}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
      }}
    />
  );
}
