import { DEFAULT_TIMEZONE } from '@hospes/domain';
import type { ParseKeys } from 'i18next';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { openLoginDialog, useGuest } from '../../lib/guest/use-guest.ts';
import { useNow } from '../../hooks/use-now.ts';
import { KeptCopyNote } from '../../components/ui/kept-copy-note.tsx';
import { StayEditor } from '../../components/stay/stay-section.tsx';
import { GuestDataStatus, useGuestDataState } from './guest-data-status.tsx';
import { useProfile, useStay } from '../../lib/guest-data/guest-data-queries.ts';
import { ProfileForm } from './profile-form.tsx';
import { ProfileLanguage } from './profile-language.tsx';
import '../../components/ui/button.css';
import './profile.css';
import { LazyNextStep } from '../../components/reservations/lazy-next-step.tsx';

/**
 * spec §2 `/profile`: the guest's personal details, the stay dates and the
 * language. Anonymous guests of a project with reservation login are offered
 * the login (spec §6), which brings the reservation's details.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const model = useProjectModel();
  const { loggedIn, ready } = useGuest();
  const loginOffered = model.project_settings.pms_login?.active === true && ready && !loggedIn;
  return (
    <section className="page profile-page">
      <h1>{t('menu.profile')}</h1>
      <LazyNextStep />
      <p className="profile-page__intro">{t('profile.intro')}</p>
      {loginOffered && (
        <div className="profile-login">
          <p>{t('profile.login.text')}</p>
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={() => openLoginDialog()}
          >
            {t('profile.login.action')}
          </button>
        </div>
      )}
      <div className="profile-page__sections">
        <PersonalSection />
        <StaySection />
        <ProfileSection titleKey="profile.language.title">
          <ProfileLanguage />
        </ProfileSection>
      </div>
    </section>
  );
}

function ProfileSection({ titleKey, children }: { titleKey: ParseKeys; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="profile-section" aria-labelledby={id}>
      <h2 id={id}>{t(titleKey)}</h2>
      {children}
    </section>
  );
}

function useTimeZone(): string {
  return useProjectModel()._meta.timezone ?? DEFAULT_TIMEZONE;
}

function PersonalSection() {
  const query = useProfile();
  const state = useGuestDataState(query);
  const { userId } = useGuest();
  const now = useNow();
  const timeZone = useTimeZone();
  return (
    <ProfileSection titleKey="profile.personal">
      {state === 'ready' && query.data ? (
        <ProfileForm key={userId} profile={query.data} now={now} timeZone={timeZone} />
      ) : (
        <GuestDataStatus
          state={state === 'ready' ? 'loading' : state}
          onRetry={() => void query.refetch()}
        />
      )}
    </ProfileSection>
  );
}

function StaySection() {
  const { t } = useTranslation();
  const query = useStay();
  const state = useGuestDataState(query);
  const { userId, loggedIn, reservationId } = useGuest();
  return (
    <ProfileSection titleKey="stay.title">
      {state === 'ready' && query.data ? (
        <>
          {query.isError && <KeptCopyNote at={query.dataUpdatedAt} />}
          <StayEditor key={userId} stay={query.data} />
        </>
      ) : (
        <GuestDataStatus
          state={state === 'ready' ? 'loading' : state}
          onRetry={() => void query.refetch()}
        />
      )}
      {/* The reservation's invoices, also long after the stay (a checked-out guest's way back). */}
      {loggedIn && reservationId && (
        <p>
          <Link className="ui-button ui-button--secondary" to={`/invoices/${reservationId}`}>
            {t('menu.invoices')}
          </Link>
        </p>
      )}
    </ProfileSection>
  );
}
