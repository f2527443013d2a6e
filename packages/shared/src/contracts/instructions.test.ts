import { describe, expect, it } from 'vitest';
import { instructionsListResponseSchema } from './instructions';

const LIST = [
  {
    page: '/orders/',
    contentTypes: [
      {
        type: 'txt',
        groups: [
          {
            title: 'Заказы',
            instructions: [{ url: '/help/orders.pdf', description: 'Как собрать', icon: 'pdf' }],
          },
        ],
      },
      { type: 'video', groups: [] },
    ],
  },
  { page: '/catalog', contentTypes: [] },
];

describe('POST /markets/insructions/list response', () => {
  it('accepts a list of pages', () => {
    expect(instructionsListResponseSchema.parse(LIST)).toEqual(LIST);
    expect(instructionsListResponseSchema.parse([])).toEqual([]);
  });

  it.each([
    ['an unknown content type', [{ page: '/', contentTypes: [{ type: 'pdf', groups: [] }] }]],
    ['an unknown field on a page', [{ page: '/', contentTypes: [], title: 'x' }]],
    [
      'an unknown field on an instruction',
      [
        {
          page: '/',
          contentTypes: [
            {
              type: 'txt',
              groups: [
                { title: 't', instructions: [{ url: 'u', description: 'd', icon: 'i', x: 1 }] },
              ],
            },
          ],
        },
      ],
    ],
    [
      'a missing icon',
      [
        {
          page: '/',
          contentTypes: [
            {
              type: 'txt',
              groups: [{ title: 't', instructions: [{ url: 'u', description: 'd' }] }],
            },
          ],
        },
      ],
    ],
    ['an object instead of a list', { page: '/', contentTypes: [] }],
    ['a numeric page', [{ page: 1, contentTypes: [] }]],
  ])('rejects %s', (_, body) => {
    expect(instructionsListResponseSchema.safeParse(body).success).toBe(false);
  });
});
