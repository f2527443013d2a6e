import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../api-paths';
import {
  CABINET_CONTRACTS,
  MAX_CABINETS_PER_ACCOUNT,
  cabinetCredentialsSchema,
  createCabinetRequestSchema,
} from './cabinets';

describe('CABINET_CONTRACTS', () => {
  it('covers the eight cabinet calls at the paths of API_PATHS', () => {
    expect(Object.values(CABINET_CONTRACTS).map(({ method, path }) => `${method} ${path}`)).toEqual(
      [
        `GET ${API_PATHS.cabinets}`,
        `POST ${API_PATHS.cabinetsCheck}`,
        `POST ${API_PATHS.cabinets}`,
        `GET ${API_PATHS.cabinet}`,
        `POST ${API_PATHS.cabinetUpdate}`,
        `POST ${API_PATHS.cabinetCredentials}`,
        `POST ${API_PATHS.cabinetSync}`,
        `POST ${API_PATHS.cabinetDelete}`,
      ],
    );
  });

  it('gives every POST a request schema that rejects unknown fields', () => {
    for (const contract of Object.values(CABINET_CONTRACTS)) {
      if (contract.method !== 'POST') continue;
      expect(contract.request.safeParse({ unexpected: 1 }).success).toBe(false);
    }
  });

  it('takes each marketplace its own way, and nothing else', () => {
    const valid = [
      { marketplace: 'ozon', clientId: '123456', apiKey: 'k' },
      { marketplace: 'wildberries', token: 't' },
      { marketplace: 'yandex', apiKey: 'k' },
    ];
    for (const credentials of valid) {
      expect(cabinetCredentialsSchema.safeParse(credentials).success).toBe(true);
    }
    const invalid = [
      { marketplace: 'ozon', clientId: 'abc', apiKey: 'k' },
      { marketplace: 'ozon', apiKey: 'k' },
      { marketplace: 'wildberries', token: '' },
      { marketplace: 'wildberries', token: 'a\nb' },
      { marketplace: 'yandex', apiKey: 'k', token: 't' },
      { marketplace: 'megamarket', apiKey: 'k' },
    ];
    for (const credentials of invalid) {
      expect(cabinetCredentialsSchema.safeParse(credentials).success).toBe(false);
    }
  });

  it('wants a name with something in it', () => {
    const credentials = { marketplace: 'wildberries', token: 't' };
    expect(createCabinetRequestSchema.safeParse({ name: 'Мой WB', credentials }).success).toBe(
      true,
    );
    expect(createCabinetRequestSchema.safeParse({ name: '   ', credentials }).success).toBe(false);
  });

  it('caps the cabinets of one account', () => {
    expect(MAX_CABINETS_PER_ACCOUNT).toBe(50);
  });
});
