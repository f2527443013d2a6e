import { NO_RESULTS } from '../../lib/common-messages';

/** Every user-facing string of the knowledge base (spec §2 "Knowledge base dialog", §8). */
export const knowledgeBaseMessages = Object.freeze({
  helpButton: 'База знаний',
  dialogTitle: 'База знаний',
  close: 'Закрыть',
  tabsLabel: 'Разделы базы знаний',
  tabInstructions: 'Инструкции',
  tabVideos: 'Видеоинструкции',
  noResults: NO_RESULTS,
  opensInNewTab: 'Откроется в новой вкладке',
  player: 'Видеоплеер',
  choosePrompt: 'Выберите видео в списке ниже.',
  videoLoading: 'Загрузка видео',
  /** Spec §8: a failed load is only logged; this is the log line, not shown to the user. */
  loadFailed: 'База знаний: не удалось загрузить инструкции',
});

/** What a screen reader hears after the button's name: the number on its badge. */
export function instructionCountDescription(count: number): string {
  return `Инструкций для этой страницы: ${count}`;
}
