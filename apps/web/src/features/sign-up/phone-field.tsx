import { useForkRef } from '@mui/material/utils';
import type { Ref } from 'react';
import { useIMask } from 'react-imask';
import { FormTextField, type FormTextFieldProps } from '../../components/form-text-field';

/*
 * Spec §2: +7 (999) 999-9999. In imask's pattern `{7}` is a fixed part of the value and `0` is
 * any digit. imask masks each keystroke as it happens, so fast typing (or a slow phone) never
 * loses a digit.
 */
const PHONE_MASK = {
  mask: '+{7} (000) 000-0000',
  /*
   * A pasted full number (8 912 345-67-89, 79123456789) carries the country prefix the mask
   * already has; without this its 7 or 8 would become the first digit of the code.
   */
  prepare: (chunk: string, masked: { value: string }) => {
    const digits = chunk.replace(/\D/g, '');
    return masked.value === '' && digits.length === 11 && /^[78]/.test(digits)
      ? digits.slice(1)
      : chunk;
  },
};

interface PhoneFieldProps extends Omit<FormTextFieldProps, 'ref' | 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/** The masked phone input. Uncontrolled: the mask owns the input's value, the form reads it. */
export function PhoneField({ ref, ...props }: PhoneFieldProps) {
  const { ref: maskRef } = useIMask<HTMLInputElement>(PHONE_MASK);
  const inputRef = useForkRef(maskRef, ref);
  return <FormTextField {...props} ref={inputRef} type="tel" inputMode="tel" />;
}
