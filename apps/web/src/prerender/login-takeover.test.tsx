import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { appContainerFor } from '../lib/drawn-screen';
import { renderPrerenderedPages } from './pages';
import { jsonResponse, stubServer } from '../test/fake-server';
import { renderApp } from '../test/render-app';

const HASH = 'a3dcb4d229de6fde0db5686dee47145d';
const drawnMarkup = renderPrerenderedPages()['/login']?.markup ?? '';

/** /login as the server sends it: the build's drawn sign-in screen, live to the keyboard. */
beforeEach(() => {
  document.body.innerHTML = `<div id="root"><div data-prerendered>${drawnMarkup}</div></div>`;
});

const drawn = {
  form: () => document.querySelector<HTMLFormElement>('[data-prerendered] form')!,
  field: (name: string) =>
    document.querySelector<HTMLInputElement>(`[data-prerendered] input[name="${name}"]`)!,
};

/** What main.tsx does once the app has loaded: render beside the drawn screen. */
function appTakesOver() {
  const container = appContainerFor(document.getElementById('root')!);
  return renderApp('/login', { container });
}

/** The app's own sign-in screen, once it has taken the drawn one's place. */
async function signInScreen() {
  await waitFor(() => expect(document.querySelector('[data-prerendered]')).toBeNull());
  return {
    email: screen.getByLabelText(/^E-mail/),
    password: screen.getByLabelText(/^Пароль/),
    submit: screen.getByRole('button', { name: 'ВОЙТИ' }),
  };
}

function signInServer() {
  return stubServer({
    'POST /v2/md5': () => jsonResponse({ md5: HASH }),
    'POST /auth/credentials': () =>
      jsonResponse({ UserName: 'demo@marketpult.ru', DisplayName: 'Демо' }),
    'POST /markets/insructions/list': () => jsonResponse([]),
  });
}

describe('/login typed into before the app has loaded', () => {
  it('is drawn as a form that takes input and never goes out by itself', () => {
    expect(drawn.field('userName')).not.toHaveAttribute('readonly');
    expect(drawn.form().closest('[inert]')).toBeNull();
    // Were it ever sent natively, the password would travel in the body, not in a URL.
    expect(drawn.form()).toHaveAttribute('method', 'post');
  });

  it('keeps what was typed, the focused field and its caret, and goes on from there', async () => {
    const user = userEvent.setup();
    await user.type(drawn.field('userName'), 'demo@marketpult.ru');
    await user.type(drawn.field('password'), 'demo1234');
    // The caret sits inside the e-mail, after «demo», when the app takes over.
    drawn.field('userName').focus();
    drawn.field('userName').setSelectionRange(4, 4);

    appTakesOver();
    const { email, password, submit } = await signInScreen();

    expect(email).toHaveValue('demo@marketpult.ru');
    expect(password).toHaveValue('demo1234');
    expect(email).toHaveFocus();
    expect([
      (email as HTMLInputElement).selectionStart,
      (email as HTMLInputElement).selectionEnd,
    ]).toEqual([4, 4]);
    await waitFor(() => expect(submit).toBeEnabled());

    // The next keystroke lands where the caret was.
    await user.keyboard('1');
    expect(email).toHaveValue('demo1@marketpult.ru');
  });

  it('signs in when Enter was pressed before the app had loaded', async () => {
    const server = signInServer();
    const user = userEvent.setup();
    await user.type(drawn.field('userName'), 'demo@marketpult.ru');
    await user.type(drawn.field('password'), 'demo1234');
    // The drawn page's guard holds the submit back and marks the form (drawn-form-guard.ts).
    drawn.form().setAttribute('data-submit-requested', '');

    const { router } = appTakesOver();

    await waitFor(() => expect(router.state.location.pathname).toBe('/cabinet'));
    expect(server.callsTo('/auth/credentials').map(({ body }) => body)).toEqual([
      { userName: 'demo@marketpult.ru', password: HASH },
    ]);
  });

  it('does not send a form the app would not let go (too short a password)', async () => {
    const server = signInServer();
    const user = userEvent.setup();
    await user.type(drawn.field('userName'), 'demo@marketpult.ru');
    await user.type(drawn.field('password'), 'dem');
    drawn.form().setAttribute('data-submit-requested', '');

    const { router } = appTakesOver();
    const { password, submit } = await signInScreen();

    expect(password).toHaveValue('dem');
    await waitFor(() => expect(submit).toBeDisabled());
    expect(server.calls).toEqual([]);
    expect(router.state.location.pathname).toBe('/login');
  });
});
