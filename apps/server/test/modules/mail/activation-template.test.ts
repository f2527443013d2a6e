import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_SUBJECT,
  activationEmail,
  activationLink,
} from '../../../src/modules/mail/templates/activation';
import { russianPlural } from '../../../src/modules/mail/templates/russian-plural';

const HOURS = ['час', 'часа', 'часов'] as const;

describe('the activation e-mail', () => {
  const link = activationLink(
    'https://app.example.com/registration/confirm',
    "o'neil+shop&co@пример.рф",
    'Ab-_9xYz',
  );

  it('links to callback_url with u and k URL-encoded', () => {
    expect(link).toBe(
      'https://app.example.com/registration/confirm' +
        '?u=o%27neil%2Bshop%26co%40%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.%D1%80%D1%84&k=Ab-_9xYz',
    );
    const parsed = new URL(link);
    expect(parsed.searchParams.get('u')).toBe("o'neil+shop&co@пример.рф");
    expect(parsed.searchParams.get('k')).toBe('Ab-_9xYz');
  });

  it('has the subject of content.md, a text part with the link, validity and support', () => {
    const mail = activationEmail({
      to: 'seller@example.com',
      link,
      validHours: 24,
      supportEmail: 'help@example.com',
    });
    expect(mail.kind).toBe('activation');
    expect(mail.subject).toBe('Подтверждение регистрации в МаркетПульт');
    expect(ACTIVATION_SUBJECT).toBe(mail.subject);
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text).toContain('Ссылка действительна 24 часа.');
    expect(mail.text).toContain('help@example.com');
    expect(mail.text).toContain('МаркетПульт');
  });

  it('escapes everything it puts into the HTML part', () => {
    const mail = activationEmail({
      to: '<script>alert(1)</script>@example.com',
      link: 'https://app.example.com/registration/confirm?u=a&k="><img src=x>',
      validHours: 1,
      supportEmail: 'help"@example.com',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;@example.com');
    expect(mail.html).toContain(
      'href="https://app.example.com/registration/confirm?u=a&amp;k=&quot;&gt;&lt;img src=x&gt;"',
    );
    expect(mail.html).toContain('mailto:help&quot;@example.com');
    expect(mail.html).toContain('Ссылка действительна 1 час.');
    expect(mail.html).toContain('<html lang="ru">');
  });

  it.each([
    [1, 'час'],
    [2, 'часа'],
    [4, 'часа'],
    [5, 'часов'],
    [11, 'часов'],
    [12, 'часов'],
    [21, 'час'],
    [24, 'часа'],
    [48, 'часов'],
    [101, 'час'],
    [111, 'часов'],
  ])('%i %s', (count, form) => {
    expect(russianPlural(count, HOURS)).toBe(form);
  });
});
