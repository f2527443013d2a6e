import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

export interface ControlledTextFieldProps<Values extends FieldValues> extends Omit<
  FormTextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'error'
> {
  name: FieldPath<Values>;
  control: Control<Values>;
  /** A message that wins over the field's own rule (a cross-field check such as a mismatch). */
  error?: string | undefined;
}

/** A FormTextField bound to a react-hook-form field: value, events, ref and its message. */
export function ControlledTextField<Values extends FieldValues>({
  name,
  control,
  error,
  ...inputProps
}: ControlledTextFieldProps<Values>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <FormTextField
          {...inputProps}
          {...field}
          ref={ref}
          error={error ?? fieldState.error?.message}
        />
      )}
    />
  );
}
