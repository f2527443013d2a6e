import { VALIDATION_MINIMUMS } from '@marketpult/shared/constants/validation-limits';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormTextField } from '../components/form-text-field';
import { appContainerFor, useDrawnFormTakeover } from './drawn-screen';
import { useSchemaForm } from './schema-form';
import { validationMessages as messages } from './validation-messages';

/** Spec §5's sign-in rules, as login-form-schema.ts has them. */
const { loginEmail, loginPassword } = VALIDATION_MINIMUMS;
const schema = z.object({
  userName: z.string().min(1, messages.required).min(loginEmail, messages.minLength(loginEmail)),
  password: z
    .string()
    .min(1, messages.required)
    .min(loginPassword, messages.minLength(loginPassword)),
});
type Values = z.infer<typeof schema>;

const EMAIL_TOO_SHORT = 'Минимум 3 символа';
const PASSWORD_TOO_SHORT = 'Минимум 4 символа';

/** A sign-in form on the hook, taking over a drawn form when there is one. */
function SignInForm({ onValid }: { onValid: (values: Values) => unknown }) {
  const form = useSchemaForm(schema, { userName: '', password: '' });
  const onSubmit = form.handleSubmit(onValid);
  const formRef = useRef<HTMLFormElement>(null);
  useDrawnFormTakeover(formRef, {
    setValue: (name, value) => form.setValue(name as keyof Values, value),
    submit: () => void onSubmit(),
  });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <FormTextField {...form.field('userName')} error={form.error('userName')} label="E-mail" />
      <FormTextField
        {...form.field('password')}
        error={form.error('password')}
        label="Пароль"
        type="password"
      />
      <button type="submit" disabled={!form.isValid}>
        ВОЙТИ
      </button>
    </form>
  );
}

function renderForm(container?: HTMLElement) {
  const onValid = vi.fn<(values: Values) => void>();
  render(<SignInForm onValid={onValid} />, container ? { container } : {});
  return {
    onValid,
    user: userEvent.setup(),
    email: screen.getByLabelText('E-mail'),
    password: screen.getByLabelText('Пароль'),
    submit: screen.getByRole('button', { name: 'ВОЙТИ' }),
  };
}

describe('useSchemaForm', () => {
  it('shows no message while the first character is typed, and shows it once the field is left', async () => {
    const { user, email, password } = renderForm();

    await user.type(email, 'd');
    expect(screen.queryByText(EMAIL_TOO_SHORT)).not.toBeInTheDocument();
    expect(email).toBeValid();

    await user.click(password);
    expect(email).toHaveAccessibleDescription(EMAIL_TOO_SHORT);
    expect(email).toBeInvalid();
    // The field not left yet keeps quiet.
    expect(screen.queryByText('Обязательное поле')).not.toBeInTheDocument();

    // Once left, the field's message follows every change.
    await user.type(email, 'e');
    expect(email).toHaveAccessibleDescription(EMAIL_TOO_SHORT);
    await user.type(email, 'm');
    expect(screen.queryByText(EMAIL_TOO_SHORT)).not.toBeInTheDocument();
    expect(email).toBeValid();
    await user.clear(email);
    expect(email).toHaveAccessibleDescription('Обязательное поле');
  });

  it('shows a field left empty as required', async () => {
    const { user, email } = renderForm();

    await user.click(email);
    await user.tab();

    expect(email).toHaveAccessibleDescription('Обязательное поле');
  });

  it('keeps the submit disabled while the values are invalid', async () => {
    const { user, email, password, submit } = renderForm();
    expect(submit).toBeDisabled();

    await user.type(email, 'dem');
    await user.type(password, 'dem');
    expect(submit).toBeDisabled();

    await user.type(password, 'o');
    expect(submit).toBeEnabled();

    await user.type(email, '{Backspace}');
    expect(submit).toBeDisabled();
  });

  it('sends the values on a valid submit', async () => {
    const { user, email, password, onValid } = renderForm();

    await user.type(email, 'demo@marketpult.ru');
    await user.type(password, 'demo1234{Enter}');

    expect(onValid).toHaveBeenCalledExactlyOnceWith({
      userName: 'demo@marketpult.ru',
      password: 'demo1234',
    });
  });

  it('shows every message on a submit of invalid values and focuses the first field', async () => {
    const { email, password, onValid } = renderForm();

    fireEvent.submit(email.closest('form')!);

    await waitFor(() => expect(email).toHaveAccessibleDescription('Обязательное поле'));
    expect(password).toHaveAccessibleDescription('Обязательное поле');
    expect(email).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });
});

describe('useSchemaForm taking over a drawn form', () => {
  /** A drawn sign-in form (lib/drawn-screen.ts) holding what was typed before the app loaded. */
  function drawnForm(values: Values, submitRequested = false): HTMLElement {
    document.body.innerHTML =
      '<div id="root"><div data-prerendered><form>' +
      '<input name="userName" type="text"><input name="password" type="password">' +
      '</form></div></div>';
    const form = document.querySelector('form')!;
    for (const [name, value] of Object.entries(values)) {
      (form.elements.namedItem(name) as HTMLInputElement).value = value;
    }
    if (submitRequested) form.setAttribute('data-submit-requested', '');
    return appContainerFor(document.getElementById('root')!);
  }

  it('counts the carried values as typed: valid, sent on submit', async () => {
    const { user, email, password, submit, onValid } = renderForm(
      drawnForm({ userName: 'demo@marketpult.ru', password: 'demo1234' }),
    );

    expect(document.querySelector('[data-prerendered]')).toBeNull();
    expect(email).toHaveValue('demo@marketpult.ru');
    expect(password).toHaveValue('demo1234');
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(onValid).toHaveBeenCalledExactlyOnceWith({
      userName: 'demo@marketpult.ru',
      password: 'demo1234',
    });
  });

  it('shows a carried value’s message only once its field is left', async () => {
    const { user, email, password, submit } = renderForm(
      drawnForm({ userName: 'demo@marketpult.ru', password: 'dem' }),
    );

    expect(submit).toBeDisabled();
    expect(screen.queryByText(PASSWORD_TOO_SHORT)).not.toBeInTheDocument();

    await user.click(password);
    await user.click(email);
    expect(password).toHaveAccessibleDescription(PASSWORD_TOO_SHORT);
  });

  it('sends a submit asked for before the app had loaded with the carried values', () => {
    const { onValid } = renderForm(
      drawnForm({ userName: 'demo@marketpult.ru', password: 'demo1234' }, true),
    );

    // In the takeover's own layout effect, before the next render has the values in state.
    expect(onValid).toHaveBeenCalledExactlyOnceWith({
      userName: 'demo@marketpult.ru',
      password: 'demo1234',
    });
  });
});
