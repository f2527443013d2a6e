import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../src/core/errors';
import { createConnector, hasConnector } from '../src/registry';

describe('connector registry', () => {
  it('has Ozon, Wildberries and Yandex Market', () => {
    expect(hasConnector('ozon')).toBe(true);
    expect(hasConnector('wildberries')).toBe(true);
    expect(hasConnector('yandex')).toBe(true);
  });

  it('makes a connector per marketplace and refuses one it lacks as a ConnectorError', () => {
    const context = { limiterKey: 'registry' };
    expect(createConnector('ozon', { clientId: '1', apiKey: 'k' }, context).marketplace).toBe(
      'ozon',
    );
    expect(createConnector('wildberries', { token: 't' }, context).marketplace).toBe('wildberries');
    expect(createConnector('yandex', { apiKey: 'k' }, context).marketplace).toBe('yandex');
    // A marketplace not (yet) in the union, as a new folder would be before its line here.
    expect(() => createConnector('megamarket' as never, { token: 't' } as never, context)).toThrow(
      ConnectorError,
    );
  });
});
