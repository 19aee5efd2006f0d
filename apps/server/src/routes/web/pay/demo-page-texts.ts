// The demo payment page's words in the seven languages of the app: the guest
// pays in the language they use the app in (the checkout URL carries it).
import type { Lang } from '@hospes/domain';

export interface DemoPageTexts {
  demo: string;
  noteTitle: string;
  noteText: string;
  /** "Pay {amount}" — the heading and the page title. */
  pay: string;
  for: string;
  amount: string;
  approve: string;
  decline: string;
  cancel: string;
  hint: string;
  back: string;
  notPossible: string;
  decided: Record<
    'succeeded' | 'declined' | 'cancelled' | 'refunded' | 'expired',
    [string, string]
  >;
}

export const DEMO_PAGE_TEXTS: Readonly<Record<Lang, DemoPageTexts>> = {
  de: {
    demo: 'Demo-Zahlung',
    noteTitle: 'Demo-Zahlung – kein echtes Geld',
    noteText: 'Diese Seite simuliert nur einen Zahlungsanbieter. Es wird keine Karte belastet.',
    pay: '{amount} bezahlen',
    for: 'Für',
    amount: 'Betrag',
    approve: 'Genehmigen',
    decline: 'Ablehnen',
    cancel: 'Abbrechen',
    hint: 'Genehmigen bucht den Betrag auf die Rechnung. Ablehnen simuliert eine abgelehnte Karte; Abbrechen führt ohne Zahlung zurück.',
    back: 'Zurück zur Rechnung',
    notPossible: 'Zahlung nicht möglich',
    decided: {
      succeeded: ['Zahlung genehmigt', 'Diese Zahlung wurde bereits genehmigt.'],
      declined: ['Zahlung abgelehnt', 'Diese Zahlung wurde abgelehnt. Es wurde nichts bezahlt.'],
      cancelled: [
        'Zahlung abgebrochen',
        'Diese Zahlung wurde abgebrochen. Es wurde nichts bezahlt.',
      ],
      refunded: [
        'Zahlung erstattet',
        'Die Rechnung war bereits bezahlt, daher wurde diese Zahlung erstattet.',
      ],
      expired: [
        'Zahlungsseite abgelaufen',
        'Diese Zahlungsseite ist abgelaufen. Es wurde nichts bezahlt. Bitte starten Sie die Zahlung erneut.',
      ],
    },
  },
  en: {
    demo: 'Demo payment',
    noteTitle: 'Demo payment — no real money',
    noteText: 'This page only simulates a payment provider. No card is charged.',
    pay: 'Pay {amount}',
    for: 'For',
    amount: 'Amount',
    approve: 'Approve',
    decline: 'Decline',
    cancel: 'Cancel',
    hint: 'Approve books the amount on the invoice. Decline simulates a refused card; Cancel goes back without paying.',
    back: 'Back to the invoice',
    notPossible: 'Payment not possible',
    decided: {
      succeeded: ['Payment approved', 'This payment has already been approved.'],
      declined: ['Payment declined', 'This payment was declined. Nothing was paid.'],
      cancelled: ['Payment cancelled', 'This payment was cancelled. Nothing was paid.'],
      refunded: [
        'Payment refunded',
        'The invoice had already been paid, so this payment was refunded.',
      ],
      expired: [
        'Payment page expired',
        'This payment page has expired. Nothing was paid. Please start the payment again.',
      ],
    },
  },
  es: {
    demo: 'Pago de demostración',
    noteTitle: 'Pago de demostración: sin dinero real',
    noteText: 'Esta página solo simula un proveedor de pagos. No se carga ninguna tarjeta.',
    pay: 'Pagar {amount}',
    for: 'Concepto',
    amount: 'Importe',
    approve: 'Aprobar',
    decline: 'Rechazar',
    cancel: 'Cancelar',
    hint: 'Aprobar abona el importe en la factura. Rechazar simula una tarjeta rechazada; Cancelar vuelve sin pagar.',
    back: 'Volver a la factura',
    notPossible: 'Pago no posible',
    decided: {
      succeeded: ['Pago aprobado', 'Este pago ya se aprobó.'],
      declined: ['Pago rechazado', 'Este pago se rechazó. No se ha pagado nada.'],
      cancelled: ['Pago cancelado', 'Este pago se canceló. No se ha pagado nada.'],
      refunded: [
        'Pago reembolsado',
        'La factura ya estaba pagada, por eso se reembolsó este pago.',
      ],
      expired: [
        'Página de pago caducada',
        'Esta página de pago ha caducado. No se ha pagado nada. Inicie el pago de nuevo.',
      ],
    },
  },
  fr: {
    demo: 'Paiement de démonstration',
    noteTitle: 'Paiement de démonstration — pas d’argent réel',
    noteText: 'Cette page simule seulement un prestataire de paiement. Aucune carte n’est débitée.',
    pay: 'Payer {amount}',
    for: 'Objet',
    amount: 'Montant',
    approve: 'Accepter',
    decline: 'Refuser',
    cancel: 'Annuler',
    hint: 'Accepter enregistre le montant sur la facture. Refuser simule une carte refusée ; Annuler revient sans payer.',
    back: 'Retour à la facture',
    notPossible: 'Paiement impossible',
    decided: {
      succeeded: ['Paiement accepté', 'Ce paiement a déjà été accepté.'],
      declined: ['Paiement refusé', 'Ce paiement a été refusé. Rien n’a été payé.'],
      cancelled: ['Paiement annulé', 'Ce paiement a été annulé. Rien n’a été payé.'],
      refunded: [
        'Paiement remboursé',
        'La facture était déjà payée, ce paiement a donc été remboursé.',
      ],
      expired: [
        'Page de paiement expirée',
        'Cette page de paiement a expiré. Rien n’a été payé. Veuillez relancer le paiement.',
      ],
    },
  },
  hr: {
    demo: 'Demo plaćanje',
    noteTitle: 'Demo plaćanje – bez pravog novca',
    noteText: 'Ova stranica samo simulira pružatelja plaćanja. Nijedna kartica nije terećena.',
    pay: 'Plati {amount}',
    for: 'Za',
    amount: 'Iznos',
    approve: 'Odobri',
    decline: 'Odbij',
    cancel: 'Odustani',
    hint: 'Odobri knjiži iznos na račun. Odbij simulira odbijenu karticu; Odustani vraća bez plaćanja.',
    back: 'Natrag na račun',
    notPossible: 'Plaćanje nije moguće',
    decided: {
      succeeded: ['Plaćanje odobreno', 'Ovo je plaćanje već odobreno.'],
      declined: ['Plaćanje odbijeno', 'Ovo je plaćanje odbijeno. Ništa nije plaćeno.'],
      cancelled: ['Plaćanje otkazano', 'Ovo je plaćanje otkazano. Ništa nije plaćeno.'],
      refunded: ['Plaćanje vraćeno', 'Račun je već bio plaćen pa je ovo plaćanje vraćeno.'],
      expired: [
        'Stranica za plaćanje je istekla',
        'Ova je stranica za plaćanje istekla. Ništa nije plaćeno. Pokrenite plaćanje ponovno.',
      ],
    },
  },
  it: {
    demo: 'Pagamento dimostrativo',
    noteTitle: 'Pagamento dimostrativo — nessun denaro reale',
    noteText:
      'Questa pagina simula soltanto un fornitore di pagamenti. Nessuna carta viene addebitata.',
    pay: 'Paga {amount}',
    for: 'Per',
    amount: 'Importo',
    approve: 'Approva',
    decline: 'Rifiuta',
    cancel: 'Annulla',
    hint: 'Approva registra l’importo sulla fattura. Rifiuta simula una carta rifiutata; Annulla torna indietro senza pagare.',
    back: 'Torna alla fattura',
    notPossible: 'Pagamento non possibile',
    decided: {
      succeeded: ['Pagamento approvato', 'Questo pagamento è già stato approvato.'],
      declined: [
        'Pagamento rifiutato',
        'Questo pagamento è stato rifiutato. Non è stato pagato nulla.',
      ],
      cancelled: [
        'Pagamento annullato',
        'Questo pagamento è stato annullato. Non è stato pagato nulla.',
      ],
      refunded: [
        'Pagamento rimborsato',
        'La fattura era già stata pagata, quindi questo pagamento è stato rimborsato.',
      ],
      expired: [
        'Pagina di pagamento scaduta',
        'Questa pagina di pagamento è scaduta. Non è stato pagato nulla. Avviate di nuovo il pagamento.',
      ],
    },
  },
  ru: {
    demo: 'Демо-оплата',
    noteTitle: 'Демо-оплата — без настоящих денег',
    noteText: 'Эта страница только имитирует платёжного провайдера. С карты ничего не списывается.',
    pay: 'Оплатить {amount}',
    for: 'За',
    amount: 'Сумма',
    approve: 'Одобрить',
    decline: 'Отклонить',
    cancel: 'Отмена',
    hint: '«Одобрить» зачисляет сумму на счёт. «Отклонить» имитирует отказ по карте; «Отмена» возвращает без оплаты.',
    back: 'Назад к счёту',
    notPossible: 'Оплата невозможна',
    decided: {
      succeeded: ['Платёж одобрен', 'Этот платёж уже одобрен.'],
      declined: ['Платёж отклонён', 'Этот платёж отклонён. Ничего не оплачено.'],
      cancelled: ['Платёж отменён', 'Этот платёж отменён. Ничего не оплачено.'],
      refunded: ['Платёж возвращён', 'Счёт уже был оплачен, поэтому этот платёж возвращён.'],
      expired: [
        'Срок действия страницы оплаты истёк',
        'Срок действия этой страницы оплаты истёк. Ничего не оплачено. Начните оплату заново.',
      ],
    },
  },
};
