/**
 * The login screen's text field as MUI's TextField composes it in react-admin's theme (variant 'filled'; margin,
 * size and width from the theme's MuiFormControl defaults): FormControl, InputLabel, FilledInput, FormHelperText,
 * the same markup, classes and look, without TextField's select mode, whose Select, Menu, Popover and Modal would
 * otherwise be part of the first visit's JavaScript.
 */
import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { FilledInput, FormControl, FormHelperText, InputLabel } from '@mui/material';
import { afterFirstPaint } from '../../src/ui/afterFirstPaint';

export interface FilledTextFieldProps {
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: boolean;
  helperText: string;
  required?: boolean;
  /**
   * Focused once the screen has painted, not in React's first commit: focusing there forces the whole new page's
   * style and layout and a second render of the field (label, frame) inside the one task that draws the screen.
   * A field the user has already moved to keeps the focus.
   */
  autoFocus?: boolean;
  fullWidth?: boolean;
}

export function FilledTextField({
  label,
  type,
  autoComplete,
  value,
  onChange,
  error,
  helperText,
  required,
  autoFocus,
  fullWidth,
}: FilledTextFieldProps) {
  const id = useId();
  const helperTextId = `${id}-helper-text`;
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!autoFocus) return;
    return afterFirstPaint(() => {
      if (!document.activeElement || document.activeElement === document.body) inputRef.current?.focus();
    });
  }, [autoFocus]);
  return (
    <FormControl className="MuiTextField-root" variant="filled" error={error} required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <FilledInput
        id={id}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
        inputRef={inputRef}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
      />
      <FormHelperText id={helperTextId}>{helperText}</FormHelperText>
    </FormControl>
  );
}
