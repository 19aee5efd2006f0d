// Who a guest is, in one line beside a request, an order, a conversation,
// a booking or an audit entry: the name, the room, the reservation (a link
// to its page) and the language the guest uses the app in.
import type { StaffGuest } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The language's name in the console's language ("German"), or the code when unknown. */
export function languageName(lang: string, uiLang: string): string {
  try {
    return new Intl.DisplayNames([uiLang], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}

/** The guest's name, else "Guest without name". */
export function useGuestName(): (guest: StaffGuest) => string {
  const { t } = useTranslation();
  return (guest) => guest.name ?? t('guest.unknown');
}

export function GuestWho({
  guest,
  userId,
  named = true,
  plain = false,
}: {
  guest: StaffGuest;
  /** Given: a link to write to the guest (the conversation, new or not). */
  userId?: string;
  /** false: the name is shown elsewhere (a heading). */
  named?: boolean;
  /** true: inside a link already, so the reservation is text, not a link. */
  plain?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const nameOf = useGuestName();
  const reservation = t('guest.reservation', {
    number: guest.reservationNumber ?? guest.reservationId,
  });
  const parts = [
    named && <strong key="name">{nameOf(guest)}</strong>,
    guest.room && <span key="room">{t('guest.room', { room: guest.room })}</span>,
    guest.reservationId &&
      (plain ? (
        <span key="reservation">{reservation}</span>
      ) : (
        <Link key="reservation" to={`/front-desk/${encodeURIComponent(guest.reservationId)}`}>
          {reservation}
        </Link>
      )),
    guest.lang && (
      <span key="lang">
        {t('guest.language', { language: languageName(guest.lang, i18n.language) })}
      </span>
    ),
    userId && !plain && (
      <Link key="write" to={`/conversations/${encodeURIComponent(userId)}`}>
        {t('guest.write')}
      </Link>
    ),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className="guest-who small">
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && ' · '}
          {part}
        </span>
      ))}
    </p>
  );
}
