/** EAN-13 with a valid check digit: twelve data digits, then (10 - weighted sum mod 10) mod 10. */
export function ean13(twelveDigits: string): string {
  if (!/^\d{12}$/.test(twelveDigits))
    throw new Error(`EAN-13 needs 12 digits, got ${twelveDigits}`);
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(twelveDigits[i]) * (i % 2 === 0 ? 1 : 3);
  return twelveDigits + String((10 - (sum % 10)) % 10);
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13(code.slice(0, 12)) === code;
}
