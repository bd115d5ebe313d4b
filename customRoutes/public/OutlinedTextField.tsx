/**
 * MUI's outlined TextField for the login screen, as TextField itself composes it (FormControl, InputLabel,
 * OutlinedInput, FormHelperText: the same markup, classes and look), without TextField's select mode, whose
 * Select, Menu, Popover and Modal would otherwise be part of the first visit's JavaScript.
 */
import { useId, type ChangeEvent } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';

export interface OutlinedTextFieldProps {
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

export function OutlinedTextField({ label, type, autoComplete, value, onChange, error, helperText, required, autoFocus, fullWidth }: OutlinedTextFieldProps) {
  const id = useId();
  const helperTextId = `${id}-helper-text`;
  return (
    <FormControl className="MuiTextField-root" variant="outlined" error={error} required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
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
