import { russianNationalNumber } from '@marketpult/shared/domain/registration-rules';
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
   * Only into an empty field, so what the field already shows as +7 is never typed over:
   * - a number pasted or filled in whole (8 916 123-45-67, +7 916…, 7916…, 916…) goes in as its
   *   ten digits after the prefix, which the mask already has (the shared phone rule);
   * - a first key 8 is the trunk prefix Russians dial instead of +7, so it becomes the mask's
   *   7. (A first 7 already is: the fixed 7 takes it.) Someone who types a 8xx code without any
   *   prefix gets its 8 read as the prefix and sees a short number; pasting it works.
   */
  prepare: (chunk: string, masked: { value: string }) => {
    if (masked.value !== '') return chunk;
    if (chunk === '8') return '7';
    return russianNationalNumber(chunk) ?? chunk;
  },
};

/*
 * Deleting every digit typed leaves the mask's own "+7 (" behind, and a first 8 typed after it
 * would become the code. Emptied instead, the field starts over as a new one does. (A +7 the
 * seller typed is raw input and stays.)
 */
function startOverWhenNothingTyped(value: string, mask: { rawInputValue: string; value: string }) {
  if (value !== '' && mask.rawInputValue === '') mask.value = '';
}

interface PhoneFieldProps extends Omit<FormTextFieldProps, 'ref' | 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/** The masked phone input. Uncontrolled: the mask owns the input's value, the form reads it. */
export function PhoneField({ ref, ...props }: PhoneFieldProps) {
  const { ref: maskRef } = useIMask<HTMLInputElement>(PHONE_MASK, {
    onAccept: startOverWhenNothingTyped,
  });
  const inputRef = useForkRef(maskRef, ref);
  return <FormTextField {...props} ref={inputRef} type="tel" inputMode="tel" />;
}
