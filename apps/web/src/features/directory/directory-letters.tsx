import { useTranslation } from 'react-i18next';
import type { LetterGroup } from './directory-index.ts';

export interface DirectoryLettersProps {
  groups: readonly LetterGroup[];
  /** Moves to the entries of a letter. */
  onSelect: (letter: string) => void;
}

/**
 * The A–Z index: a letter with entries jumps to them; a letter without
 * entries is shown disabled, so the alphabet keeps its shape.
 */
export function DirectoryLetters({ groups, onSelect }: DirectoryLettersProps) {
  const { t } = useTranslation();
  return (
    <nav className="directory-letters" aria-label={t('directory.letterIndex')}>
      <ul className="directory-letters__list">
        {groups.map(({ letter, entries }) => (
          <li key={letter}>
            <button
              type="button"
              className="directory-letters__letter"
              disabled={entries.length === 0}
              aria-label={
                entries.length > 0
                  ? t('directory.jumpTo', { letter, count: entries.length })
                  : t('directory.noEntriesFor', { letter })
              }
              onClick={() => onSelect(letter)}
            >
              {letter}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
