import { minimumChargeMinor, paymentAmountProblem, type Invoice } from '@hospes/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/modal.tsx';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { useStartPayment } from './invoice-queries.ts';
import { formatAmountInput, formatMoney, parseAmount } from '../../lib/format/money.ts';
import '../../components/ui/button.css';

export interface PaymentDialogProps {
  invoice: Invoice;
  onClose: () => void;
  /** Goes to the provider's hosted page (a full page load: card data never reaches the app). */
  navigate?: (url: string) => void;
}

const goTo = (url: string) => window.location.assign(url);

/** Only web pages: the server's answer decides where the browser goes, nothing else may run. */
function isWebUrl(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * spec §2/§5 payment-amount dialog: the amount to deposit — at most the open
 * amount and at least the provider's minimum (`paymentAmountProblem`; the
 * bounds are named only when broken) — then on to the hosted payment page.
 */
export function PaymentDialog({ invoice, onClose, navigate = goTo }: PaymentDialogProps) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((s) => s.lang);
  const id = useId();
  const { currency } = invoice;
  const [text, setText] = useState(() => formatAmountInput(invoice.open_amount, currency, lang));
  const [problem, setProblem] = useState<string | null>(null);
  const start = useStartPayment();
  const minimum = minimumChargeMinor(currency);
  const money = (minor: number) => formatMoney(minor, currency, lang);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(text, currency, lang);
    const found =
      amount === null ? 'NOT_POSITIVE' : paymentAmountProblem(amount, invoice.open_amount, minimum);
    if (found !== null || amount === null) {
      setProblem(
        t(`payment.problems.${found ?? 'NOT_POSITIVE'}`, {
          open: money(invoice.open_amount),
          minimum: money(minimum),
        }),
      );
      return;
    }
    setProblem(null);
    start.mutate(
      { invoice_id: invoice.id, amount_minor: amount },
      {
        onSuccess: ({ redirectUrl }) => {
          if (isWebUrl(redirectUrl)) navigate(redirectUrl);
          else {
            // An answer that is no web page is no way to pay: say so, go nowhere.
            start.reset();
            setProblem(t('payment.startFailed'));
          }
        },
      },
    );
  };

  const errorId = `${id}-error`;
  const busy = start.isPending || start.isSuccess;
  return (
    <Modal
      open
      title={t('payment.title')}
      onClose={busy ? undefined : onClose}
      footer={
        <div className="payment-dialog__actions">
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={onClose}
            disabled={busy}
          >
            {t('payment.cancel')}
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className="ui-button ui-button--primary"
            disabled={busy}
          >
            {busy ? t('payment.starting') : t('payment.continue')}
          </button>
        </div>
      }
    >
      <form id={`${id}-form`} className="payment-dialog" noValidate onSubmit={submit}>
        <p className="payment-dialog__open">
          {t('payment.openAmount', { amount: money(invoice.open_amount), number: invoice.number })}
        </p>
        <label htmlFor={`${id}-amount`} className="payment-dialog__label">
          {t('payment.amountLabel', { currency })}
        </label>
        <input
          id={`${id}-amount`}
          className="payment-dialog__input"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
        {problem && (
          <p id={errorId} className="payment-dialog__error" role="alert">
            {problem}
          </p>
        )}
        {start.isError && (
          <p className="payment-dialog__error" role="alert">
            {t('payment.startFailed')}
          </p>
        )}
        <p className="payment-dialog__note">{t('payment.secureNote')}</p>
      </form>
    </Modal>
  );
}
