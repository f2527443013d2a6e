import { PRODUCT } from '@marketpult/shared/constants/product';
import { escapeHtml } from '../html';
import type { OutgoingMessage } from '../outbox-repository';
import { russianPlural } from './russian-plural';

export const ACTIVATION_KIND = 'activation';

export const ACTIVATION_SUBJECT = `Подтверждение регистрации в ${PRODUCT.name}`;

export interface ActivationEmail {
  /** The address as the seller typed it (trimmed): recipient and `u` of the link. */
  to: string;
  /** From activationLink(): carries the one-time key in clear, as only the e-mail may. */
  link: string;
  validHours: number;
  supportEmail: string;
}

/** `callback_url?u=<e-mail>&k=<key>`, both URL-encoded (content.md). */
export function activationLink(callbackUrl: string, email: string, key: string): string {
  const url = new URL(callbackUrl);
  url.search = new URLSearchParams({ u: email, k: key }).toString();
  url.hash = '';
  return url.href;
}

function validity(hours: number): string {
  return `Ссылка действительна ${hours} ${russianPlural(hours, ['час', 'часа', 'часов'])}.`;
}

/** The activation e-mail of content.md: subject, plain text and HTML with the same words. */
export function activationEmail(input: ActivationEmail): OutgoingMessage {
  const { link } = input;
  const product = PRODUCT.name;
  const validFor = validity(input.validHours);
  const text = [
    'Здравствуйте!',
    '',
    `Вы зарегистрировались в ${product} с адресом ${input.to}.`,
    'Чтобы подтвердить e-mail и активировать учётную запись, перейдите по ссылке:',
    '',
    link,
    '',
    validFor,
    '',
    `Если вы не регистрировались в ${product}, просто проигнорируйте это письмо.`,
    `Если письмо пришло по ошибке или что-то не получается, напишите нам: ${input.supportEmail}`,
    '',
    `Команда ${product}`,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!DOCTYPE html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(ACTIVATION_SUBJECT)}</title>
</head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;">
<h1 style="margin:0 0 16px;font-size:22px;">${e(product)}</h1>
<p style="margin:0 0 12px;">Здравствуйте!</p>
<p style="margin:0 0 12px;">Вы зарегистрировались в ${e(product)} с адресом <b>${e(input.to)}</b>. Чтобы подтвердить e-mail и активировать учётную запись, нажмите на кнопку:</p>
<p style="margin:24px 0;"><a href="${e(link)}" style="display:inline-block;padding:12px 24px;background:#1565c0;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold;">ПОДТВЕРДИТЬ E-MAIL</a></p>
<p style="margin:0 0 12px;">Если кнопка не работает, скопируйте ссылку в адресную строку браузера:<br><a href="${e(link)}" style="color:#1565c0;word-break:break-all;">${e(link)}</a></p>
<p style="margin:0 0 12px;">${e(validFor)}</p>
<p style="margin:0 0 12px;color:#52606d;">Если вы не регистрировались в ${e(product)}, просто проигнорируйте это письмо.</p>
<p style="margin:0 0 12px;color:#52606d;">Если письмо пришло по ошибке или что-то не получается, <a href="mailto:${e(input.supportEmail)}" style="color:#1565c0;">напишите нам</a>: ${e(input.supportEmail)}</p>
<p style="margin:24px 0 0;">Команда ${e(product)}</p>
</div>
</body>
</html>
`;
  return { kind: ACTIVATION_KIND, to: input.to, subject: ACTIVATION_SUBJECT, text, html };
}
