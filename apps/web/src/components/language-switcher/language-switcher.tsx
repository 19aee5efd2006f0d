import { isLanguage, LANGUAGES, type Lang, LANGUAGE_NAMES } from '@hospes/domain';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import './language-switcher.css';

/**
 * The language switcher (spec §2 "languages"): a labelled select with each
 * language in its own name. Offers the languages of the project
 * (`_meta.languages`), else all seven. Switching loads the model of that
 * language first; if that fails, the current language stays and a message says so.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const model = useProjectModel();
  const { lang, setLanguage } = useLanguage();
  const [pending, setPending] = useState<Lang | null>(null);
  const [failed, setFailed] = useState(false);
  const offered = model._meta.languages?.length ? model._meta.languages : LANGUAGES;
  const options = offered.includes(lang) ? offered : [lang, ...offered];

  async function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (!isLanguage(next) || next === lang) return;
    setPending(next);
    setFailed(false);
    try {
      await setLanguage(next);
    } catch (error) {
      console.warn('Language switch failed', error);
      setFailed(true);
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="language-switcher">
      <label className="language-switcher__label" htmlFor={id}>
        {t('languages.label')}
      </label>
      <span className="language-switcher__control">
        <select
          id={id}
          className="language-switcher__select"
          value={pending ?? lang}
          onChange={(event) => void onChange(event)}
          aria-busy={pending !== null}
        >
          {options.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </span>
      {failed && (
        <p className="language-switcher__error" role="alert">
          {t('languages.changeFailed')}
        </p>
      )}
    </div>
  );
}
