import { useTranslation } from 'react-i18next';
import { CheckinField } from './checkin-field.tsx';
import { fieldErrorText } from './field-texts.ts';
import { fieldKey, type SectionInstance } from './form-model.ts';

export interface CheckinSectionProps {
  instance: SectionInstance;
  values: Record<string, string>;
  /** The domain's messages by `instanceKey/fieldName`. */
  errors: Record<string, string>;
  onChange: (fieldName: string, value: string) => void;
  /** Builds the id of a field's input (the summary focuses it). */
  fieldId: (key: string) => string;
  lang: string;
  now: number;
  timeZone: string;
}

/** One section of the check-in form as a fieldset titled by its type (and person). */
export function CheckinSection(props: CheckinSectionProps) {
  const { instance, values, errors, onChange, fieldId, lang, now, timeZone } = props;
  const { t } = useTranslation();
  const { section, person } = instance;
  const title =
    person === null
      ? t(`checkinForm.sections.${section.type}`, { defaultValue: t('checkinForm.sections.OTHER') })
      : t('checkinForm.accompanyingPerson', { number: person + 1 });
  return (
    <fieldset className={`checkin-section checkin-section--${section.type.toLowerCase()}`}>
      <legend className="checkin-section__title">{title}</legend>
      <div className="checkin-section__fields">
        {section.fields.map((field) => {
          const key = fieldKey(instance.key, field.name);
          const message = errors[key];
          return (
            <CheckinField
              key={key}
              id={fieldId(key)}
              field={field}
              value={values[field.name] ?? ''}
              onChange={(value) => onChange(field.name, value)}
              error={message ? fieldErrorText(t, field.type, message) : undefined}
              mainGuest={person === null}
              lang={lang}
              now={now}
              timeZone={timeZone}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
