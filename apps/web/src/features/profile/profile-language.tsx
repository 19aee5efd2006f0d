import { isLanguage, LANGUAGES, type Lang, LANGUAGE_NAMES } from '@hospes/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectId, useProjectModel } from '../../lib/model/model-context.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { useGuest } from '../../lib/guest/use-guest.ts';
import { guestDataKeys, postLanguage } from '../../lib/guest-data/guest-data-queries.ts';

/**
 * spec §3 Profile `lang`: the language select of the profile. Changing it
 * switches the app (model and labels of that language) and tells the server
 * (spec §7 `POST …/language/{userId}`), so messages reach the guest in it.
 * A failed server call is only logged (spec §8): the app already speaks it.
 */
export function ProfileLanguage() {
  const { t } = useTranslation();
  const id = useId();
  const model = useProjectModel();
  const projectId = useProjectId();
  const queryClient = useQueryClient();
  const { userId, ready } = useGuest();
  const { lang, setLanguage } = useLanguage();
  const [pending, setPending] = useState<Lang | null>(null);
  const [failed, setFailed] = useState(false);
  const offered = model._meta.languages?.length ? model._meta.languages : LANGUAGES;
  const options = offered.includes(lang) ? offered : [lang, ...offered];

  const change = async (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isLanguage(next) || next === lang) return;
    setPending(next);
    setFailed(false);
    try {
      await setLanguage(next);
    } catch (error) {
      console.warn('Language switch failed', error);
      setFailed(true);
      setPending(null);
      return;
    }
    setPending(null);
    if (!ready || userId === null) return;
    try {
      await postLanguage(projectId, userId, next);
      await queryClient.invalidateQueries({ queryKey: guestDataKeys.profile(projectId, userId) });
    } catch (error) {
      console.warn('The language could not be sent', error);
    }
  };

  return (
    <div className="profile-language">
      <label className="profile-form__label" htmlFor={id}>
        {t('profile.language.label')}
      </label>
      <select
        id={id}
        className="profile-form__input profile-language__select"
        value={pending ?? lang}
        aria-busy={pending !== null}
        onChange={(event) => void change(event)}
      >
        {options.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      {failed && (
        <p className="profile-feedback profile-feedback--error" role="alert">
          {t('profile.language.failed')}
        </p>
      )}
    </div>
  );
}
