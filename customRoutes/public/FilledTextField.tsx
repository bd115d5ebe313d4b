/**
 * The login screen's text field as MUI's TextField composes it in react-admin's theme (variant 'filled'; margin,
 * size and width from the theme's MuiFormControl defaults): FormControl, InputLabel, FilledInput, FormHelperText,
 * the same markup, classes and look, without TextField's select mode, whose Select, Menu, Popover and Modal would
 * otherwise be part of the first visit's JavaScript.
 */
import { useId, type ChangeEvent } from 'react';
import { FilledInput, FormControl, FormHelperText, InputLabel } from '@mui/material';

export interface FilledTextFieldProps {
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: boolean;
  helperText: string;
  required?: boolean;
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
        autoFocus={autoFocus}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
      />
      <FormHelperText id={helperTextId}>{helperText}</FormHelperText>
    </FormControl>
  );
}
