import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { initialSignUpState } from './sign-up-slice';

const HASH = 'e10adc3949ba59abbe56e057f20f883e';

async function openRegistration() {
  const app = renderApp('/registration');
  await screen.findByRole('heading', { level: 1, name: 'Регистрация' });
  return {
    ...app,
    email: screen.getByLabelText(/^E-mail/),
    phone: screen.getByLabelText(/^Телефон/),
    password: screen.getByLabelText(/^Пароль/),
    repeat: screen.getByLabelText(/^Повтор пароля/),
    terms: screen.getByRole('checkbox', { name: /Пользовательского соглашения/ }),
    liability: screen.getByRole('checkbox', { name: /Ограничения ответственности/ }),
    submit: screen.getByRole('button', { name: 'ЗАРЕГИСТРИРОВАТЬСЯ' }),
  };
}

type Form = Awaited<ReturnType<typeof openRegistration>>;

async function fillValidForm({ user, email, phone, password, repeat, terms, liability }: Form) {
  await user.type(email, 'anna@shop.ru');
  await user.type(phone, '9123456789');
  await user.type(password, '123456');
  await user.type(repeat, '123456');
  await user.click(terms);
  await user.click(liability);
}

function registrationServer(answer: () => Response | Promise<Response>) {
  return stubServer({
    'POST /v2/md5': () => jsonResponse({ md5: HASH }),
    'POST /Users_Registration': answer,
  });
}

describe('/registration', () => {
  it('shows the fields with the placeholders of the spec', async () => {
    const { email, phone, password, repeat } = await openRegistration();

    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('maxlength', '254');
    expect(email).toBeRequired();
    expect(phone).toHaveAttribute('placeholder', 'Телефон: +7 (999) 999-9999');
    expect(password).toHaveAttribute('placeholder', 'Придумайте пароль');
    expect(repeat).toHaveAttribute('placeholder', 'Повторите пароль');
    expect(document.title).toBe('Регистрация — МаркетПульт');
  });

  it('links each accepted document to its PDF, opening in a new tab', async () => {
    await openRegistration();

    const links = [
      ['Пользовательского соглашения', '/legal/user-agreement.pdf'],
      ['Политики обработки персональных данных', '/legal/personal-data-policy.pdf'],
      ['Ограничения ответственности Исполнителя', '/legal/liability-limitation.pdf'],
    ];
    for (const [name, href] of links) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('types the phone into the mask +7 (999) 999-9999', async () => {
    const { user, phone } = await openRegistration();
    await user.type(phone, '9123456789');
    expect(phone).toHaveValue('+7 (912) 345-6789');
  });

  it.each([
    '89161234567',
    '8 916 123-45-67',
    '8 (916) 123-45-67',
    '+7 916 123-45-67',
    '+79161234567',
    '79161234567',
    '7 916 123 45 67',
    '9161234567',
    '916 123-45-67',
  ])('types %j one key at a time as +7 (916) 123-4567', async (typed) => {
    const { user, phone } = await openRegistration();
    await user.type(phone, typed);
    expect(phone).toHaveValue('+7 (916) 123-4567');
  });

  it.each([
    ['8 812 123-45-67', '+7 (812) 123-4567'],
    ['+7 812 123-45-67', '+7 (812) 123-4567'],
  ])('keeps a code starting with 8 after the prefix: %j', async (typed, shown) => {
    const { user, phone } = await openRegistration();
    await user.type(phone, typed);
    expect(phone).toHaveValue(shown);
  });

  it('starts over once every typed digit is deleted, so 8 is the prefix again', async () => {
    const { user, phone } = await openRegistration();
    await user.type(phone, '5{Backspace}');
    expect(phone).toHaveValue('');
    await user.type(phone, '89161234567');
    expect(phone).toHaveValue('+7 (916) 123-4567');
  });

  it('keeps a +7 the user typed: the 8 after it is the code', async () => {
    const { user, phone } = await openRegistration();
    await user.type(phone, '+7');
    expect(phone).toHaveValue('+7');
    await user.type(phone, '8001234567');
    expect(phone).toHaveValue('+7 (800) 123-4567');
  });

  it.each([
    '89161234567',
    '8 916 123-45-67',
    '+7 916 123-45-67',
    '79161234567',
    '9161234567',
    '916 123-45-67',
  ])('takes a pasted number %j without doubling the country code', async (pasted) => {
    const { user, phone } = await openRegistration();
    await user.click(phone);
    await user.paste(pasted);
    expect(phone).toHaveValue('+7 (916) 123-4567');
  });

  it('takes a pasted Saint Petersburg number without a prefix as it is', async () => {
    const { user, phone } = await openRegistration();
    await user.click(phone);
    await user.paste('812 123-45-67');
    expect(phone).toHaveValue('+7 (812) 123-4567');
  });

  it('replaces the whole number when one is pasted over it', async () => {
    const { user, phone } = await openRegistration();
    await user.type(phone, '9123456789');
    await user.tripleClick(phone);
    await user.paste('8 916 123-45-67');
    expect(phone).toHaveValue('+7 (916) 123-4567');
  });

  it('refuses a number no Russian phone can have, with its own message', async () => {
    const { user, phone } = await openRegistration();
    await user.type(phone, '+7 712 345 67 89');
    await user.tab();
    expect(phone).toHaveValue('+7 (712) 345-6789');
    expect(phone).toHaveAccessibleDescription(
      'Проверьте код города или оператора: в России он начинается с 3, 4, 8 или 9',
    );
  });

  it('says «Пароли не совпадают» as soon as the repeat differs, before leaving the field', async () => {
    const { user, password, repeat } = await openRegistration();
    await user.type(password, '123456');
    await user.type(repeat, '1');
    expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument();
    expect(repeat).toHaveAccessibleDescription('Пароли не совпадают');

    await user.type(repeat, '23456');
    expect(screen.queryByText('Пароли не совпадают')).not.toBeInTheDocument();
  });

  it('keeps ЗАРЕГИСТРИРОВАТЬСЯ disabled until the form is complete', async () => {
    const form = await openRegistration();
    expect(form.submit).toBeDisabled();

    await fillValidForm(form);
    await waitFor(() => expect(form.submit).toBeEnabled());

    await form.user.click(form.liability);
    await waitFor(() => expect(form.submit).toBeDisabled());
    await form.user.tab();
    expect(await screen.findByText('Необходимо принять условия')).toBeInTheDocument();
    expect(form.liability).toHaveAccessibleDescription('Необходимо принять условия');
  });

  it('sends the request of spec §3 and §7, read-only while it runs, then thanks the user', async () => {
    const answer = deferred<Response>();
    const server = registrationServer(() => answer.promise);
    const form = await openRegistration();

    await fillValidForm(form);
    await form.user.click(form.submit);

    await waitFor(() => expect(form.email).toHaveAttribute('readonly'));
    expect(form.phone).toHaveAttribute('readonly');
    expect(form.submit).toBeDisabled();

    answer.resolve(jsonResponse({ retval: 0, errMsg: '' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Спасибо за регистрацию!' }),
    ).toBeInTheDocument();
    expect(server.callsTo('/Users_Registration')[0]?.body).toEqual({
      username: 'anna@shop.ru',
      pass_hash: HASH,
      usermail: 'anna@shop.ru',
      pass: '123456',
      userphone: '+79123456789',
      simple: false,
      callback_url: `${window.location.protocol}//${window.location.host}/registration/confirm`,
      portal: 'prod',
    });
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(
      'На адрес anna@shop.ru отправлено письмо для активации учётной записи. Проверьте почту и подтвердите регистрацию, перейдя по ссылке из письма.',
    );
    expect(within(main).getByRole('link', { name: 'напишите нам' })).toHaveAttribute(
      'href',
      'mailto:help@example.ru',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('goes to /login replacing history from the thank-you view', async () => {
    registrationServer(() => jsonResponse({ retval: 0, errMsg: '' }));
    const form = await openRegistration();
    await fillValidForm(form);
    await form.user.click(form.submit);

    await form.user.click(await screen.findByRole('link', { name: 'ВОЙТИ' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(form.router.state.historyAction).toBe('REPLACE');
  });

  it('shows the server’s message under the form when it refuses', async () => {
    registrationServer(() =>
      jsonResponse({ retval: 2, errMsg: 'Этот e-mail уже зарегистрирован.' }),
    );
    const form = await openRegistration();
    await fillValidForm(form);
    await form.user.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Этот e-mail уже зарегистрирован.');
    expect(form.email).toHaveValue('anna@shop.ru');
    expect(form.email).not.toHaveAttribute('readonly');
  });

  it('offers the way to sign in under the «already registered» refusal', async () => {
    registrationServer(() =>
      jsonResponse({
        retval: 2,
        errMsg: 'Этот e-mail уже зарегистрирован. Войдите в систему или укажите другой адрес.',
      }),
    );
    const form = await openRegistration();
    await fillValidForm(form);
    await form.user.click(form.submit);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Этот e-mail уже зарегистрирован. Войдите в систему или укажите другой адрес. Перейти ко входу',
    );
    await form.user.click(within(alert).getByRole('link', { name: 'Перейти ко входу' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
  });

  it('offers no sign-in link under other refusals', async () => {
    registrationServer(() =>
      jsonResponse({ retval: 3, errMsg: 'Этот пароль слишком распространён.' }),
    );
    const form = await openRegistration();
    await fillValidForm(form);
    await form.user.click(form.submit);

    const alert = await screen.findByRole('alert');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links back to /login for someone who already has an account', async () => {
    const { user } = await openRegistration();
    const signIn = screen.getByRole('link', { name: 'Войти' });
    expect(signIn).toHaveAttribute('href', '/login');
    expect(signIn.parentElement).toHaveTextContent('Уже зарегистрированы? Войти');

    signIn.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
  });

  it('explains a failure that brought no message', async () => {
    registrationServer(() => errorResponse(502, 'BadGateway'));
    const form = await openRegistration();
    await fillValidForm(form);
    await form.user.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось завершить регистрацию. Проверьте подключение и попробуйте ещё раз.',
    );
  });

  it('opens on an empty form even after an earlier registration was sent', async () => {
    const app = renderApp('/registration', {
      state: { signUp: { isSubmitting: false, requestSent: true, error: null } },
    });
    expect(await screen.findByRole('button', { name: 'ЗАРЕГИСТРИРОВАТЬСЯ' })).toBeDisabled();
    expect(screen.queryByText('Спасибо за регистрацию!')).not.toBeInTheDocument();
    expect(app.store.getState().signUp).toEqual(initialSignUpState);
  });
});
