import type { InstructionPage } from '@marketpult/shared/contracts/instructions';

/*
 * A small knowledge base in the shape of the seed: pages stored by route pattern, nested pages
 * under /catalog/, a page with a lone group and one with text only.
 */
export const KB_FIXTURE: InstructionPage[] = [
  {
    page: '/cabinet/',
    contentTypes: [
      {
        type: 'txt',
        groups: [
          {
            title: 'Начало работы',
            instructions: [
              { url: '/help/first-steps', description: 'Первые шаги', icon: 'article' },
              { url: '/help/connect-cabinet', description: 'Подключение', icon: 'article' },
            ],
          },
          {
            title: 'Кабинеты',
            instructions: [{ url: '/help/cabinet', description: 'Кабинеты', icon: 'article' }],
          },
        ],
      },
      {
        type: 'video',
        groups: [
          {
            title: 'Видео: начало работы',
            instructions: [
              { url: '/media/first.webm', description: 'Первое видео', icon: 'play_circle' },
              { url: '/media/second.webm', description: 'Второе видео', icon: 'play_circle' },
            ],
          },
        ],
      },
    ],
  },
  {
    page: '/cabinet-add/',
    contentTypes: [
      {
        type: 'txt',
        groups: [
          {
            title: 'Новый кабинет',
            instructions: [
              { url: '/help/cabinet-add', description: 'Новый кабинет', icon: 'article' },
            ],
          },
        ],
      },
    ],
  },
  {
    page: '/catalog/',
    contentTypes: [
      {
        type: 'txt',
        groups: [
          {
            title: 'Каталог',
            instructions: [{ url: '/help/catalog', description: 'Каталог', icon: 'article' }],
          },
        ],
      },
    ],
  },
  {
    page: '/catalog/:id/',
    contentTypes: [
      {
        type: 'txt',
        groups: [
          {
            title: 'Карточка товара',
            instructions: [
              { url: '/help/catalog-item', description: 'Карточка товара', icon: 'article' },
              { url: '/help/prices', description: 'Цены товара', icon: 'article' },
            ],
          },
        ],
      },
    ],
  },
  {
    page: '/catalog/:id/:chart/',
    contentTypes: [
      {
        type: 'video',
        groups: [
          {
            title: 'График цен',
            instructions: [
              { url: '/media/chart.webm', description: 'График цен', icon: 'play_circle' },
            ],
          },
        ],
      },
    ],
  },
];
