import { join } from 'node:path';
import { CONTENT_DIR } from '../../server-root';

/** Help articles: one Markdown file per slug, `/help/<slug>`. */
export const HELP_DIR = join(CONTENT_DIR, 'help');

/** Video instructions, served at `/help/media/<file>` (see scripts/generate-help-videos.mjs). */
export const MEDIA_DIR = join(CONTENT_DIR, 'media');

/** The knowledge base written on first start, in the nested form of the API. */
export const SEED_FILE = join(CONTENT_DIR, 'kb-seed.json');

export const HELP_PREFIX = '/help/';
export const MEDIA_PREFIX = '/help/media/';
