import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName, countryOptions, searchCountries } from './country-names.ts';

export interface CountrySelectProps {
  id: string;
  label: string;
  /** Lower-case country code ('at'), '' for none. */
  value: string;
  onChange: (code: string) => void;
  lang: string;
  error?: string;
  errorId?: string;
  required?: boolean;
}

/**
 * A searchable country list (country fields): a combobox in the
 * ARIA 1.2 pattern — the guest types part of the name in their language,
 * picks with the arrow keys and Enter, a tap or a click. Holds lower-case
 * codes; the form sends them upper-cased.
 */
export function CountrySelect(props: CountrySelectProps) {
  const { id, label, value, onChange, lang, error, errorId, required } = props;
  const { t } = useTranslation();
  const listId = `${useId()}-list`;
  const options = useMemo(() => countryOptions(lang), [lang]);
  const selectedName = countryName(options, value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const matches = useMemo(() => searchCountries(options, query ?? ''), [options, query]);
  const activeOption = open ? matches[active] : undefined;
  const activeId = activeOption ? `${listId}-${activeOption.code}` : undefined;

  // The list scrolls with the arrow keys (a DOM matter outside React).
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (code: string) => {
    onChange(code);
    setQuery(null);
    setOpen(false);
  };

  const leave = () => {
    if (query !== null) {
      const typed = query.trim();
      // An exact name typed in full counts as chosen; an emptied field clears the choice.
      const exact = matches.find((o) => o.name.toLowerCase() === typed.toLowerCase());
      if (exact) onChange(exact.code);
      else if (typed === '') onChange('');
    }
    setQuery(null);
    setOpen(false);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) setOpen(true);
      else setActive((i) => Math.min(Math.max(i + step, 0), Math.max(matches.length - 1, 0)));
    } else if (event.key === 'Enter' && open && activeOption) {
      event.preventDefault();
      choose(activeOption.code);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setQuery(null);
      setOpen(false);
    }
  };

  return (
    <div className="checkin-field">
      <label htmlFor={id} className="checkin-field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className="country-select">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          className="checkin-field__input country-select__input"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={t('checkinForm.countrySearch')}
          value={query ?? selectedName}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={keyDown}
          onBlur={leave}
        />
        <button
          type="button"
          tabIndex={-1}
          className="country-select__toggle"
          aria-label={t('checkinForm.countryShowAll')}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setOpen((o) => !o);
            inputRef.current?.focus();
          }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="country-select__list"
          hidden={!open}
        >
          {open && matches.length === 0 && (
            <li className="country-select__empty" role="presentation">
              {t('checkinForm.countryNoMatch')}
            </li>
          )}
          {open &&
            matches.map((option, index) => (
              <li
                key={option.code}
                id={`${listId}-${option.code}`}
                role="option"
                aria-selected={option.code === value}
                className={
                  index === active ? 'country-select__option is-active' : 'country-select__option'
                }
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option.code)}
              >
                {option.name}
              </li>
            ))}
        </ul>
      </div>
      {error && (
        <p id={errorId} className="checkin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
