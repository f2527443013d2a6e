import { catalogGeneration, MAX_ENTRIES, TTL_MS } from './total-cache';

/** The first row of a page: its sort value (as text; null when empty) and id. */
export interface Bookmark {
  key: string | null;
  id: string;
}

interface Entry {
  bookmark: Bookmark;
  at: number;
  generation: number;
}

const entries = new Map<string, Entry>();

/**
 * Where each page of a catalog view starts, remembered from the pages already served (each
 * page reads one row more: the next page's first). A page with a bookmark is read from it
 * along the sort's index instead of walking `offset` rows first: page 1,000 of 100,000
 * products walked 50,000 index entries for 50 rows. Kept like the counts (total-cache.ts):
 * until a catalog write of the account in this process, or TTL_MS; a write in another
 * process can shift a page by the rows it moved for at most that long.
 */
export class PageBookmarks {
  private readonly generation: number;

  constructor(
    private readonly userId: string,
    /** The view and its order, without the page: JSON of the query's other fields. */
    private readonly viewKey: string,
    private readonly now = Date.now(),
  ) {
    // Taken before the page is read, so a write meanwhile leaves what it reads stale.
    this.generation = catalogGeneration(userId);
  }

  private key(offset: number): string {
    return `${this.userId}\n${this.viewKey}\n${offset}`;
  }

  find(offset: number): Bookmark | undefined {
    const hit = entries.get(this.key(offset));
    if (!hit || hit.generation !== this.generation || this.now - hit.at >= TTL_MS) return undefined;
    return hit.bookmark;
  }

  remember(offset: number, bookmark: Bookmark): void {
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(this.key(offset), { bookmark, at: this.now, generation: this.generation });
  }
}
