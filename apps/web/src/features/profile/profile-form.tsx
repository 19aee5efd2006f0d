import { ageOn, formatDobDisplay, type Profile } from '@hospes/domain';
import { useId, type HTMLInputTypeAttribute } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateOfBirthInput } from '../../components/form/date-of-birth-input.tsx';
import { useSaveProfile, type ProfileInput } from '../../lib/guest-data/guest-data-queries.ts';
import '../../components/ui/button.css';

type TextField = 'firstName' | 'lastName' | 'email' | 'phoneNumber';
type Draft = Record<TextField | 'dob', string>;

const TEXT_FIELDS: readonly { field: TextField; type: HTMLInputTypeAttribute; auto: string }[] = [
  { field: 'firstName', type: 'text', auto: 'given-name' },
  { field: 'lastName', type: 'text', auto: 'family-name' },
  { field: 'email', type: 'email', auto: 'email' },
  { field: 'phoneNumber', type: 'tel', auto: 'tel' },
];

interface ProfileFormProps {
  profile: Profile;
  now: number;
  timeZone: string;
}

/**
 * spec §3 Profile: first and last name, e-mail, phone and the date of birth
 * (three-field input, spec §5) with the displayed age. A locked profile
 * (from the reservation) is shown read-only with a plain explanation.
 */
export function ProfileForm(props: ProfileFormProps) {
  return props.profile.locked ? <LockedProfile {...props} /> : <EditableProfile {...props} />;
}

/** The age shown with the date of birth (spec §3 display field). */
function AgeText({ dob, now, timeZone }: { dob: string; now: number; timeZone: string }) {
  const { t } = useTranslation();
  const age = ageOn(dob, now, timeZone);
  if (age === null) return null;
  return <p className="profile-form__age">{t('profile.age', { age })}</p>;
}

function LockedProfile({ profile, now, timeZone }: ProfileFormProps) {
  const { t } = useTranslation();
  const shown = (value: string | undefined) => (value ? value : t('profile.notGiven'));
  return (
    <>
      <p className="profile-locked" role="note">
        {t('profile.locked')}
      </p>
      <dl className="profile-summary">
        {TEXT_FIELDS.map(({ field }) => (
          <div key={field} className="profile-summary__entry">
            <dt>{t(`profile.${field}`)}</dt>
            <dd>{shown(profile[field])}</dd>
          </div>
        ))}
        <div className="profile-summary__entry">
          <dt>{t('profile.dob.label')}</dt>
          <dd>
            {shown(formatDobDisplay(profile.dob) ?? undefined)}
            {profile.dob && <AgeText dob={profile.dob} now={now} timeZone={timeZone} />}
          </dd>
        </div>
      </dl>
    </>
  );
}

function draftOf(profile: Profile): Draft {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    email: profile.email ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    dob: profile.dob ?? '',
  };
}

/** What is sent: the typed text trimmed, the date of birth only when complete, the language kept. */
function inputOf(draft: Draft, profile: Profile): ProfileInput {
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    email: draft.email.trim(),
    phoneNumber: draft.phoneNumber.trim(),
    ...(draft.dob ? { dob: draft.dob } : {}),
    ...(profile.lang ? { lang: profile.lang } : {}),
  };
}

function EditableProfile({ profile, now, timeZone }: ProfileFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveProfile();
  // What the guest typed stays in the form when saving fails (only a new mount replaces it).
  const form = useForm<Draft>({ defaultValues: draftOf(profile) });
  const dob = form.watch('dob');
  const changed = () => {
    if (save.isSuccess || save.isError) save.reset();
  };
  const submit = form.handleSubmit((draft) => save.mutate(inputOf(draft, profile)));

  return (
    <form className="profile-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="profile-form__grid">
        {TEXT_FIELDS.map(({ field, type, auto }) => (
          <div key={field} className="profile-form__field">
            <label className="profile-form__label" htmlFor={`${id}-${field}`}>
              {t(`profile.${field}`)}
            </label>
            <input
              id={`${id}-${field}`}
              className="profile-form__input"
              type={type}
              autoComplete={auto}
              {...form.register(field, { onChange: changed })}
            />
          </div>
        ))}
      </div>
      <Controller
        control={form.control}
        name="dob"
        render={({ field }) => (
          <DateOfBirthInput
            id={`${id}-dob`}
            legend={t('profile.dob.label')}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              changed();
            }}
            now={now}
            timeZone={timeZone}
          >
            {dob && <AgeText dob={dob} now={now} timeZone={timeZone} />}
          </DateOfBirthInput>
        )}
      />
      {save.isError && (
        <p className="profile-feedback profile-feedback--error" role="alert">
          {t('profile.saveFailed')}
        </p>
      )}
      {save.isSuccess && (
        <p className="profile-feedback profile-feedback--success" role="status">
          {t('profile.saved')}
        </p>
      )}
      <button type="submit" className="ui-button ui-button--primary" disabled={save.isPending}>
        {save.isPending ? t('profile.saving') : t('profile.save')}
      </button>
    </form>
  );
}
