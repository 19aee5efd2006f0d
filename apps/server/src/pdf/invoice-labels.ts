// The words of the invoice PDF in the seven languages of the app.
import type { Lang } from '@hospes/domain';

export interface InvoiceLabels {
  invoice: string;
  number: string;
  date: string;
  reservation: string;
  guest: string;
  description: string;
  quantity: string;
  unitPrice: string;
  vat: string;
  amount: string;
  vatSummary: string;
  net: string;
  gross: string;
  total: string;
  payments: string;
  openAmount: string;
  paid: string;
  /** The invoice's description: "Stay 22.11.2026 – 25.11.2026". */
  stay: string;
  /** How a payment made in the app is listed. */
  onlinePayment: string;
  /** The legal particulars of AT/DE invoices (§ 11 UStG, § 14 UStG). */
  supplier: string;
  vatId: string;
  invoiceDate: string;
  servicePeriod: string;
}

export const INVOICE_LABELS: Readonly<Record<Lang, InvoiceLabels>> = {
  de: {
    invoice: 'Rechnung',
    number: 'Rechnungsnummer',
    date: 'Datum',
    reservation: 'Reservierung',
    guest: 'Gast',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    vat: 'MwSt.',
    amount: 'Betrag',
    vatSummary: 'Enthaltene Mehrwertsteuer',
    net: 'Netto',
    gross: 'Brutto',
    total: 'Gesamtbetrag',
    payments: 'Zahlungen',
    openAmount: 'Offener Betrag',
    paid: 'Bezahlt',
    stay: 'Aufenthalt',
    onlinePayment: 'Online-Zahlung',
    supplier: 'Rechnungsaussteller',
    vatId: 'UID-Nummer',
    invoiceDate: 'Rechnungsdatum',
    servicePeriod: 'Leistungszeitraum',
  },
  en: {
    invoice: 'Invoice',
    number: 'Invoice number',
    date: 'Date',
    reservation: 'Reservation',
    guest: 'Guest',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    vat: 'VAT',
    amount: 'Amount',
    vatSummary: 'VAT included',
    net: 'Net',
    gross: 'Gross',
    total: 'Total',
    payments: 'Payments',
    openAmount: 'Open amount',
    paid: 'Paid',
    stay: 'Stay',
    onlinePayment: 'Online payment',
    supplier: 'Supplier',
    vatId: 'VAT number',
    invoiceDate: 'Invoice date',
    servicePeriod: 'Service period',
  },
  es: {
    invoice: 'Factura',
    number: 'Número de factura',
    date: 'Fecha',
    reservation: 'Reserva',
    guest: 'Huésped',
    description: 'Descripción',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    vat: 'IVA',
    amount: 'Importe',
    vatSummary: 'IVA incluido',
    net: 'Neto',
    gross: 'Bruto',
    total: 'Total',
    payments: 'Pagos',
    openAmount: 'Importe pendiente',
    paid: 'Pagado',
    stay: 'Estancia',
    onlinePayment: 'Pago en línea',
    supplier: 'Emisor',
    vatId: 'NIF-IVA',
    invoiceDate: 'Fecha de factura',
    servicePeriod: 'Período de prestación',
  },
  fr: {
    invoice: 'Facture',
    number: 'Numéro de facture',
    date: 'Date',
    reservation: 'Réservation',
    guest: 'Client',
    description: 'Description',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    vat: 'TVA',
    amount: 'Montant',
    vatSummary: 'TVA incluse',
    net: 'HT',
    gross: 'TTC',
    total: 'Total',
    payments: 'Paiements',
    openAmount: 'Montant restant dû',
    paid: 'Payé',
    stay: 'Séjour',
    onlinePayment: 'Paiement en ligne',
    supplier: 'Émetteur',
    vatId: 'N° de TVA intracommunautaire',
    invoiceDate: 'Date de facture',
    servicePeriod: 'Période de prestation',
  },
  hr: {
    invoice: 'Račun',
    number: 'Broj računa',
    date: 'Datum',
    reservation: 'Rezervacija',
    guest: 'Gost',
    description: 'Opis',
    quantity: 'Kol.',
    unitPrice: 'Jedinična cijena',
    vat: 'PDV',
    amount: 'Iznos',
    vatSummary: 'Uključeni PDV',
    net: 'Neto',
    gross: 'Bruto',
    total: 'Ukupno',
    payments: 'Uplate',
    openAmount: 'Otvoreni iznos',
    paid: 'Plaćeno',
    stay: 'Boravak',
    onlinePayment: 'Online plaćanje',
    supplier: 'Izdavatelj računa',
    vatId: 'PDV identifikacijski broj',
    invoiceDate: 'Datum računa',
    servicePeriod: 'Razdoblje usluge',
  },
  it: {
    invoice: 'Fattura',
    number: 'Numero fattura',
    date: 'Data',
    reservation: 'Prenotazione',
    guest: 'Ospite',
    description: 'Descrizione',
    quantity: 'Q.tà',
    unitPrice: 'Prezzo unitario',
    vat: 'IVA',
    amount: 'Importo',
    vatSummary: 'IVA inclusa',
    net: 'Netto',
    gross: 'Lordo',
    total: 'Totale',
    payments: 'Pagamenti',
    openAmount: 'Importo da pagare',
    paid: 'Pagato',
    stay: 'Soggiorno',
    onlinePayment: 'Pagamento online',
    supplier: 'Emittente',
    vatId: 'Partita IVA',
    invoiceDate: 'Data fattura',
    servicePeriod: 'Periodo di prestazione',
  },
  ru: {
    invoice: 'Счёт',
    number: 'Номер счёта',
    date: 'Дата',
    reservation: 'Бронирование',
    guest: 'Гость',
    description: 'Описание',
    quantity: 'Кол.',
    unitPrice: 'Цена за ед.',
    vat: 'НДС',
    amount: 'Сумма',
    vatSummary: 'Включённый НДС',
    net: 'Нетто',
    gross: 'Брутто',
    total: 'Итого',
    payments: 'Платежи',
    openAmount: 'К оплате',
    paid: 'Оплачено',
    stay: 'Проживание',
    onlinePayment: 'Онлайн-оплата',
    supplier: 'Поставщик',
    vatId: 'Номер плательщика НДС',
    invoiceDate: 'Дата счёта',
    servicePeriod: 'Период оказания услуг',
  },
};
