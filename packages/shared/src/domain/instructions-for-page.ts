import type {
  InstructionContentType,
  InstructionGroup,
  InstructionPage,
} from '../contracts/instructions';

/**
 * The canonical form of a route path for matching knowledge-base pages: no query or hash, a
 * leading and a trailing `/`. The trailing slash keeps `/cabinet` from matching `/cabinet-add`.
 */
export function normalizePage(path: string): string {
  const pathname = path.replace(/[?#].*$/s, '');
  const withLeading = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

/**
 * The knowledge-base pages that belong to the current path (spec §2): a page matches when its
 * normalised path starts with the normalised current path, so `/catalog` also collects the
 * instructions of `/catalog/…` pages. The root `/` therefore collects every page.
 */
export function instructionsForPage(
  list: readonly InstructionPage[],
  currentPath: string,
): InstructionPage[] {
  const current = normalizePage(currentPath);
  return list.filter((item) => normalizePage(item.page).startsWith(current));
}

/** The groups of one content type across pages, in list order (one tab of the dialog). */
export function groupsOfType(
  pages: readonly InstructionPage[],
  type: InstructionContentType,
): InstructionGroup[] {
  return pages.flatMap((page) =>
    page.contentTypes.filter((content) => content.type === type).flatMap((c) => c.groups),
  );
}

/** The number on the help button's badge: every instruction of every matching page. */
export function countInstructions(list: readonly InstructionPage[], currentPath: string): number {
  return instructionsForPage(list, currentPath).reduce(
    (total, page) =>
      total +
      page.contentTypes.reduce(
        (pageTotal, content) =>
          pageTotal +
          content.groups.reduce((groupTotal, group) => groupTotal + group.instructions.length, 0),
        0,
      ),
    0,
  );
}
