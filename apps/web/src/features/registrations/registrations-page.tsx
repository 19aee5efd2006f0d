import { shortenText, type GuestRequestView, type RegistrationView } from '@hospes/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { InboxLoginPrompt } from '../../lib/inbox/inbox-login-prompt.tsx';
import { ReturnNotice } from '../../components/ui/return-notice.tsx';
import { KeptCopyNote } from '../../components/ui/kept-copy-note.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { showToast } from '../../components/ui/toast-store.ts';
import { refusalText } from '../../lib/api/refusals.ts';
import { useGuest } from '../../lib/guest/use-guest.ts';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { CancelRequestDialog } from './cancel-request-dialog.tsx';
import { useCancelRequest, useInbox } from './inbox-queries.ts';
import { NewsList } from './news-list.tsx';
import { moneyBack, RegistrationCard } from './registration-card.tsx';
import { formatMoney } from '../../lib/format/money.ts';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { RequestCard } from './request-card.tsx';
import { useCancelRegistration } from '../../lib/bookings/use-booking-mutations.ts';
import { usePaymentReturn } from '../../lib/payments/use-payment-return.ts';
import '../../components/ui/button.css';
import './inbox.css';

/** A cancellation the server refuses because of the item's time or status (spec §4). */
const CANCEL_REFUSALS = {
  cancel_impossible: 'inbox.cancel_not_possible',
  not_allowed: 'inbox.cancel_not_possible',
} as const;

/**
 * spec §2 inbox (/registrations): the guest's requests, registrations,
 * messages and news, each with an empty state; with PMS login a guest logs
 * in first (spec §6). The child route "messages" opens the messaging modal
 * over it. Changes arrive by the realtime stream, without a reload.
 */
export function RegistrationsPage() {
  const { t } = useTranslation();
  const model = useProjectModel();
  const { loggedIn, ready } = useGuest();
  const loginNeeded = model.project_settings.pms_login?.active === true && ready && !loggedIn;
  return (
    <section className="page inbox-page">
      <h1>{t('menu.registrations')}</h1>
      {loginNeeded ? (
        <>
          {/* A guest who wrote to the team (the chatbot's handoff) finds the answer without a login. */}
          {model.project_settings.messaging?.active === true && (
            <section className="inbox-section" aria-labelledby="inbox-messages">
              <h2 id="inbox-messages">{t('inbox.sections.messages')}</h2>
              <div className="inbox-card inbox-card--messages">
                <Link to="/registrations/messages" className="ui-button ui-button--primary">
                  {t('inbox.openMessages')}
                </Link>
              </div>
            </section>
          )}
          <InboxLoginPrompt text={t('inbox.loginPrompt')} action={t('inbox.loginAction')} />
        </>
      ) : (
        <InboxContent />
      )}
      <Outlet />
    </section>
  );
}

/** Coming registrations first (soonest on top), then the past ones (latest on top). */
function upcomingFirst(list: readonly RegistrationView[]): RegistrationView[] {
  const now = Date.now();
  const coming = list.filter((r) => Date.parse(r.end) >= now);
  const past = list.filter((r) => Date.parse(r.end) < now).reverse();
  return [...coming, ...past];
}

function InboxContent() {
  const { t } = useTranslation();
  const model = useProjectModel();
  const inbox = useInbox();
  const cancel = useCancelRequest();
  const [toCancel, setToCancel] = useState<GuestRequestView | null>(null);
  const cancelRegistration = useCancelRegistration();
  const [registrationToCancel, setRegistrationToCancel] = useState<RegistrationView | null>(null);
  const lang = useActiveLanguage((state) => state.lang);
  /** What cancelling does with the money, in words, before the guest confirms. */
  const registrationMoneyText = (r: RegistrationView | null): string | undefined => {
    const back = r ? moneyBack(r) : null;
    if (!r || !back) return undefined;
    const amount = formatMoney(r.total, r.currency, lang);
    return t(
      back === 'card' ? 'inbox.registration.refundOnCancel' : 'inbox.registration.removeOnCancel',
      {
        amount,
      },
    );
  };
  // Back from paying a registration online (`#/registrations?payment=…`).
  const [paid, dismissPaid] = usePaymentReturn();
  const messaging = model.project_settings.messaging?.active === true;
  const offersRequests = (model.guest_services?.forms.length ?? 0) > 0;

  if (inbox.isPending) return <Spinner />;
  if (inbox.isError && !inbox.data)
    return (
      <p className="inbox-empty" role="alert">
        {t('inbox.loadFailed')}
      </p>
    );
  const { requests, registrations, messages, news } = inbox.data;

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: () => showToast({ text: t('inbox.canceled'), kind: 'success' }),
      onError: (error) =>
        showToast({
          text: t(refusalText(error, CANCEL_REFUSALS, 'inbox.cancelFailed')),
          kind: 'error',
        }),
      onSettled: () => setToCancel(null),
    });
  };

  const confirmRegistrationCancel = () => {
    if (!registrationToCancel) return;
    cancelRegistration.mutate(registrationToCancel.id, {
      onSuccess: () => showToast({ text: t('inbox.registration.canceled'), kind: 'success' }),
      onError: (error) =>
        showToast({
          text: t(refusalText(error, CANCEL_REFUSALS, 'inbox.registration.cancelFailed')),
          kind: 'error',
        }),
      onSettled: () => setRegistrationToCancel(null),
    });
  };

  return (
    <>
      {inbox.isError && <KeptCopyNote at={inbox.dataUpdatedAt} />}
      {paid && (
        <ReturnNotice
          text={t(`inbox.registration.payment.${paid}`)}
          error={paid === 'declined' || paid === 'failed'}
          dismissLabel={t('inbox.registration.dismiss')}
          onDismiss={dismissPaid}
        />
      )}
      {messaging && (
        <section className="inbox-section" aria-labelledby="inbox-messages">
          <h2 id="inbox-messages">{t('inbox.sections.messages')}</h2>
          <div className="inbox-card inbox-card--messages">
            {messages.last ? (
              <p className="inbox-card__body">
                <strong>{messages.last.title || t('menu.messages')}</strong>{' '}
                {shortenText(messages.last.content)}
              </p>
            ) : (
              <p className="inbox-empty">{t('inbox.empty.messages')}</p>
            )}
            {messages.unseen > 0 && (
              <p className="inbox-card__unseen">{t('inbox.unseen', { count: messages.unseen })}</p>
            )}
            <Link to="/registrations/messages" className="ui-button ui-button--primary">
              {t('inbox.openMessages')}
            </Link>
          </div>
        </section>
      )}
      <section className="inbox-section" aria-labelledby="inbox-requests">
        <div className="inbox-section__head">
          <h2 id="inbox-requests">{t('inbox.sections.requests')}</h2>
          {offersRequests && (
            <Link to="/guestservices" className="ui-button ui-button--secondary">
              {t('inbox.newRequest')}
            </Link>
          )}
        </div>
        {requests.length === 0 ? (
          <p className="inbox-empty">{t('inbox.empty.requests')}</p>
        ) : (
          <ul className="inbox-list">
            {requests.map((request) => (
              <RequestCard key={request.id} request={request} onCancel={setToCancel} />
            ))}
          </ul>
        )}
      </section>
      <section className="inbox-section" aria-labelledby="inbox-registrations">
        <h2 id="inbox-registrations">{t('inbox.sections.registrations')}</h2>
        {registrations.length === 0 ? (
          <p className="inbox-empty">{t('inbox.empty.registrations')}</p>
        ) : (
          <ul className="inbox-list">
            {upcomingFirst(registrations).map((registration) => (
              <RegistrationCard
                key={registration.id}
                registration={registration}
                onCancel={setRegistrationToCancel}
              />
            ))}
          </ul>
        )}
      </section>
      <section className="inbox-section" aria-labelledby="inbox-news">
        <h2 id="inbox-news">{t('inbox.sections.news')}</h2>
        <NewsList news={news} />
      </section>
      <CancelRequestDialog
        request={toCancel}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setToCancel(null)}
      />
      <CancelRequestDialog
        request={registrationToCancel}
        title={t('inbox.registration.cancelTitle')}
        money={registrationMoneyText(registrationToCancel)}
        pending={cancelRegistration.isPending}
        onConfirm={confirmRegistrationCancel}
        onClose={() => setRegistrationToCancel(null)}
      />
    </>
  );
}
