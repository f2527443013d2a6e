// Regenerates the video instructions of the knowledge base (content/media/*.webm): short title
// cards with Russian text, drawn by ffmpeg. The produced files are committed, so ffmpeg is needed
// only to run this script (Debian/Ubuntu: `apt-get install -y ffmpeg fonts-dejavu-core`), never
// to build, test or run the app.
//
//   node apps/server/scripts/generate-help-videos.mjs            # every video
//   node apps/server/scripts/generate-help-videos.mjs prices     # one of them
//
// The slides are the source of truth for what the videos say; edit them here, run the script and
// commit the new files together with any change to content/kb-seed.json.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const MEDIA_DIR = join(here, '..', 'content', 'media');

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 15;
const SLIDE_SECONDS = 3;
/** Browsers fetch video by ranges; a budget keeps the repository and the first play light. */
const MAX_BYTES = 300 * 1024;

const BACKGROUND = '0x0D2B52';
const ACCENT = '0x2F80ED';
const TEXT = 'white';
const MUTED = '0xB8C7DD';

/** @typedef {{ title: string, lines: string[] }} Slide */
/** @type {Record<string, { slides: Slide[] }>} */
const VIDEOS = {
  'first-steps': {
    slides: [
      {
        title: 'Первые шаги в МаркетПульт',
        lines: ['Все маркетплейсы — в одном окне'],
      },
      {
        title: '1. Подключите кабинеты',
        lines: ['Раздел «Кабинеты» → «Новый кабинет»', 'Wildberries, Ozon, Яндекс Маркет и другие'],
      },
      {
        title: '2. Наведите порядок в каталоге',
        lines: ['Каталог, управление каталогом', 'и связи одинаковых товаров'],
      },
      {
        title: '3. Следите за заказами и деньгами',
        lines: ['Заказы, отгрузки, отчёты и финансы', 'по всем магазинам сразу'],
      },
      {
        title: 'Нужна подсказка?',
        lines: ['Кнопка помощи открывает базу знаний', 'для страницы, на которой вы находитесь'],
      },
    ],
  },
  'connect-cabinet': {
    slides: [
      {
        title: 'Подключение кабинета',
        lines: ['Как добавить магазин маркетплейса'],
      },
      {
        title: '1. Получите API-ключ',
        lines: ['В личном кабинете продавца', 'на сайте маркетплейса'],
      },
      {
        title: '2. Откройте «Новый кабинет»',
        lines: ['Выберите маркетплейс', 'и вставьте ключ доступа'],
      },
      {
        title: '3. Проверьте список кабинетов',
        lines: ['Данные магазина появятся', 'после первой синхронизации'],
      },
    ],
  },
  prices: {
    slides: [
      {
        title: 'Управление ценами',
        lines: ['Калькулятор, сценарии и репрайсер'],
      },
      {
        title: 'Онлайн-калькулятор',
        lines: ['Цена от себестоимости,', 'комиссий и логистики'],
      },
      {
        title: 'Сценарии цен',
        lines: ['Смена цен по расписанию', 'для выбранных товаров'],
      },
      {
        title: 'Стратегии репрайсера',
        lines: ['Удержание РРЦ и автодействия', 'по цене, марже и конкурентам'],
      },
    ],
  },
};

function findFont(bold) {
  const candidates = bold
    ? ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf']
    : ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'];
  const found = candidates.find((file) => existsSync(file));
  if (found) return found;
  try {
    return execFileSync('fc-match', ['-f', '%{file}', bold ? 'DejaVu Sans:bold' : 'DejaVu Sans'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error('Нужен шрифт с кириллицей: apt-get install -y fonts-dejavu-core');
  }
}

/**
 * One drawtext filter. The text goes through a file: drawtext's inline escaping of quotes,
 * colons and guillemets is easy to get wrong, a file needs none.
 */
function drawText(workDir, name, { text, font, size, color, y, from, to }) {
  const file = join(workDir, `${name}.txt`);
  writeFileSync(file, text);
  const fade = `if(lt(t-${from},0.4),(t-${from})/0.4,1)`;
  return [
    `drawtext=fontfile=${font}`,
    `textfile=${file}`,
    `fontsize=${size}`,
    `fontcolor=${color}`,
    'x=(w-text_w)/2',
    `y=${y}`,
    `alpha='${fade}'`,
    `enable='between(t,${from},${to})'`,
  ].join(':');
}

function buildFilter(workDir, slides) {
  const regular = findFont(false);
  const bold = findFont(true);
  const filters = [
    `drawbox=x=0:y=0:w=${WIDTH}:h=12:color=${ACCENT}:t=fill`,
    `drawbox=x=0:y=${HEIGHT - 96}:w=${WIDTH}:h=96:color=0x0A2242:t=fill`,
  ];
  const footer = join(workDir, 'footer.txt');
  writeFileSync(footer, 'МаркетПульт · База знаний');
  filters.push(
    `drawtext=fontfile=${regular}:textfile=${footer}:fontsize=28:fontcolor=${MUTED}:x=48:y=${HEIGHT - 62}`,
  );
  slides.forEach((slide, index) => {
    const from = index * SLIDE_SECONDS;
    const to = from + SLIDE_SECONDS;
    const common = { from, to };
    filters.push(
      drawText(workDir, `s${index}-title`, {
        ...common,
        text: slide.title,
        font: bold,
        size: 60,
        color: TEXT,
        y: 220,
      }),
    );
    slide.lines.forEach((line, lineIndex) => {
      filters.push(
        drawText(workDir, `s${index}-l${lineIndex}`, {
          ...common,
          text: line,
          font: regular,
          size: 38,
          color: MUTED,
          y: 330 + lineIndex * 58,
        }),
      );
    });
    const counter = join(workDir, `s${index}-n.txt`);
    writeFileSync(counter, `${index + 1} / ${slides.length}`);
    filters.push(
      `drawtext=fontfile=${regular}:textfile=${counter}:fontsize=28:fontcolor=${MUTED}` +
        `:x=w-text_w-48:y=${HEIGHT - 62}:enable='between(t,${from},${to})'`,
    );
  });
  return filters.join(',');
}

function generate(name, { slides }) {
  const workDir = mkdtempSync(join(tmpdir(), `help-video-${name}-`));
  const output = join(MEDIA_DIR, `${name}.webm`);
  const seconds = slides.length * SLIDE_SECONDS;
  try {
    execFileSync(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        `color=c=${BACKGROUND}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${seconds}`,
        '-vf',
        buildFilter(workDir, slides),
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '0',
        '-crf',
        '42',
        '-row-mt',
        '1',
        // A key frame at the start of every slide: seeking lands on a whole slide, and the still
        // frames between key frames cost next to nothing.
        '-force_key_frames',
        `expr:gte(t,n_forced*${SLIDE_SECONDS})`,
        '-g',
        String(FPS * SLIDE_SECONDS),
        '-pix_fmt',
        'yuv420p',
        // No encoder version or creation time in the file: regenerating gives the same bytes.
        '-fflags',
        '+bitexact',
        '-map_metadata',
        '-1',
        '-an',
        output,
      ],
      { stdio: 'inherit' },
    );
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const size = statSync(output).size;
  if (size > MAX_BYTES) {
    throw new Error(`${output}: ${size} bytes, over the ${MAX_BYTES}-byte budget`);
  }
  process.stdout.write(`${output}: ${seconds} s, ${Math.round(size / 1024)} KB\n`);
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in VIDEOS));
if (unknown.length > 0) {
  process.stderr.write(
    `Неизвестные видео: ${unknown.join(', ')}. Есть: ${Object.keys(VIDEOS).join(', ')}\n`,
  );
  process.exit(1);
}
mkdirSync(MEDIA_DIR, { recursive: true });
for (const name of wanted.length > 0 ? wanted : Object.keys(VIDEOS)) generate(name, VIDEOS[name]);
