import { ean13 } from './ean13';
import { between, hash32, pick, unit } from './random';

/**
 * The seller's goods as the sandbox invents them: product `i` of a shop is a pure function of
 * (seed, shop, i), so a 100,000-listing shop costs nothing until a page of it is read.
 * Marketplace modules map these to their own ids and shapes.
 */
export interface CatalogProduct {
  readonly index: number;
  /** The seller's article. */
  readonly article: string;
  readonly name: string;
  readonly brand: string;
  readonly category: string;
  /** Valid EAN-13. */
  readonly barcode: string;
  /** Roubles, whole. */
  readonly price: number;
  readonly oldPrice: number;
  readonly minPrice: number;
  readonly weightGrams: number;
  readonly dimensionsMm: {
    readonly length: number;
    readonly width: number;
    readonly height: number;
  };
}

const BRANDS = [
  'Северный ветер',
  'Домовёнок',
  'ТехноЛайн',
  'Уютный дом',
  'Лесная сказка',
  'Кедровый край',
  'Волжанка',
  'Ладушки',
  'Умелец',
  'Снежинка',
  'Русский лён',
  'Алтайские травы',
] as const;

/** Category → name stems, each with a price range in roubles. */
const CATEGORIES: readonly { name: string; items: readonly [string, number, number][] }[] = [
  {
    name: 'Электроника',
    items: [
      ['Наушники беспроводные', 990, 7990],
      ['Внешний аккумулятор 10000 мАч', 890, 3490],
      ['Кабель USB-C 1 м', 190, 890],
      ['Умная колонка', 2990, 12990],
      ['Фитнес-браслет', 1490, 5990],
    ],
  },
  {
    name: 'Дом и сад',
    items: [
      ['Кружка керамическая 350 мл', 290, 990],
      ['Полотенце махровое 70×140', 490, 1890],
      ['Набор кастрюль', 2490, 9990],
      ['Плед флисовый 150×200', 790, 2990],
      ['Лейка садовая 5 л', 290, 990],
    ],
  },
  {
    name: 'Одежда',
    items: [
      ['Футболка хлопковая', 590, 1990],
      ['Носки, набор 5 пар', 290, 990],
      ['Худи оверсайз', 1490, 4990],
      ['Шапка вязаная', 490, 1590],
    ],
  },
  {
    name: 'Красота и здоровье',
    items: [
      ['Крем для рук', 190, 790],
      ['Шампунь для всех типов волос', 290, 1190],
      ['Зубная щётка электрическая', 1290, 5990],
      ['Масло облепиховое', 250, 890],
    ],
  },
  {
    name: 'Детские товары',
    items: [
      ['Конструктор 300 деталей', 990, 4990],
      ['Развивающая игра «Лото»', 390, 1290],
      ['Пазл 1000 элементов', 490, 1490],
    ],
  },
];

const COLOURS = ['чёрный', 'белый', 'серый', 'синий', 'зелёный', 'бежевый', 'красный'] as const;

/** Prices end in 0 or 9, as shops set them. */
function shopPrice(value: number): number {
  return Math.max(90, Math.round(value / 10) * 10 - 1);
}

/** A shop's price around `value`, with its old (crossed-out) and minimum price. */
export function shopPrices(
  seed: number,
  shop: string,
  index: number,
  value: number,
): { price: number; oldPrice: number; minPrice: number } {
  const price = shopPrice(value);
  const oldPrice = shopPrice(price * (1.1 + unit(seed, shop, index, 'discount') * 0.4));
  return { price, oldPrice, minPrice: shopPrice(price * 0.8) };
}

export function catalogProduct(seed: number, shop: string, index: number): CatalogProduct {
  const category = pick(seed, CATEGORIES, shop, index, 'category');
  const [stem, low, high] = pick(seed, category.items, shop, index, 'item');
  const brand = pick(seed, BRANDS, shop, index, 'brand');
  const colour = pick(seed, COLOURS, shop, index, 'colour');
  const { price, oldPrice, minPrice } = shopPrices(
    seed,
    shop,
    index,
    low + unit(seed, shop, index, 'price') * (high - low),
  );
  // 460–469: Russia's GS1 prefixes; the rest is the shop and the item, so codes never repeat.
  const body = `46${between(seed, 0, 9, shop, 'prefix')}${String(hash32(seed, shop) % 1000).padStart(3, '0')}${String(index).padStart(6, '0')}`;
  return {
    index,
    article: `${brandCode(brand)}-${String(index + 1).padStart(6, '0')}`,
    name: `${stem}, ${colour}, ${brand}`,
    brand,
    category: category.name,
    barcode: ean13(body),
    price,
    oldPrice,
    minPrice,
    weightGrams: between(seed, 80, 4000, shop, index, 'weight'),
    dimensionsMm: {
      length: between(seed, 50, 600, shop, index, 'length'),
      width: between(seed, 30, 400, shop, index, 'width'),
      height: between(seed, 10, 300, shop, index, 'height'),
    },
  };
}

/** Latin code of a brand for articles (sellers keep articles ASCII for the marketplaces' sake). */
function brandCode(brand: string): string {
  const map: Record<string, string> = {
    а: 'A',
    б: 'B',
    в: 'V',
    г: 'G',
    д: 'D',
    е: 'E',
    ё: 'E',
    ж: 'ZH',
    з: 'Z',
    и: 'I',
    й: 'Y',
    к: 'K',
    л: 'L',
    м: 'M',
    н: 'N',
    о: 'O',
    п: 'P',
    р: 'R',
    с: 'S',
    т: 'T',
    у: 'U',
    ф: 'F',
    х: 'H',
    ц: 'C',
    ч: 'CH',
    ш: 'SH',
    щ: 'SH',
    ы: 'Y',
    э: 'E',
    ю: 'YU',
    я: 'YA',
  };
  const letters = brand
    .toLowerCase()
    .split(/\s+/)
    .map((word) => [...word].map((c) => map[c] ?? '').join(''))
    .join('');
  return letters.slice(0, 4);
}
