/*
 * The validation wording of docs/content.md that every form shares. Numbers agree with the noun
 * as Russian requires: «Минимум 3 символа», «Минимум 6 символов».
 */
const pluralRules = new Intl.PluralRules('ru');

const CHARACTERS: Readonly<Record<Intl.LDMLPluralRule, string>> = {
  zero: 'символов',
  one: 'символ',
  two: 'символа',
  few: 'символа',
  many: 'символов',
  other: 'символа',
};

function characters(count: number): string {
  return `${count} ${CHARACTERS[pluralRules.select(count)]}`;
}

export const validationMessages = Object.freeze({
  required: 'Обязательное поле',
  invalidEmail: 'Некорректный e-mail',
  minLength: (count: number) => `Минимум ${characters(count)}`,
  maxLength: (count: number) => `Максимум ${characters(count)}`,
});
