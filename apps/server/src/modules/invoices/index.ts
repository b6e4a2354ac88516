// Owns the invoices module's face: tax invoices and credit notes issued (or an invoice issued again), read and sent.
export {
  creditNotesDue,
  invoiceFileName,
  invoiceOf,
  invoicePdf,
  issueCreditNote,
  issueInvoice,
  issueWaitingInvoices,
  ordersWaitingForInvoice,
  reissueInvoice,
  sendCreditNote,
  sendInvoice,
} from './invoice-service.ts';
