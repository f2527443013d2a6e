import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../../src/core/errors';
import { jsonArrayElements } from '../../src/core/json-array-stream';

async function* piecesOf(text: string, size: number) {
  const bytes = new TextEncoder().encode(text);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function all(text: string, size = 3): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const element of jsonArrayElements(piecesOf(text, size))) out.push(element);
  return out;
}

describe('jsonArrayElements', () => {
  it('parses each element of an array split anywhere, strings and nesting included', async () => {
    const value = [
      { name: 'Кружка, "синяя" [350 мл]', tags: ['a,b', '}{'], n: 1.5 },
      { escaped: 'back\\slash \\" quote', nested: { deep: [1, [2, 3]] } },
      'text',
      42,
      null,
    ];
    for (const size of [1, 2, 3, 7, 1000]) {
      expect(await all(JSON.stringify(value, null, size % 2 ? 0 : 2), size)).toEqual(value);
    }
  });

  it('an empty array, an empty body: nothing', async () => {
    expect(await all(' [ ] ')).toEqual([]);
    expect(await all('')).toEqual([]);
  });

  it('anything but a JSON array is a protocol error', async () => {
    for (const text of ['{"a":1}', '[1,2', '[1,,2]', '[1] x', '[{"a":}]']) {
      await expect(all(text), text).rejects.toBeInstanceOf(ConnectorError);
    }
  });
});
