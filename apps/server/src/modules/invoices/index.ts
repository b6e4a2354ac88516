// Owns the invoices module's face: tax invoices and credit notes issued, read and sent.
export {
  creditNotesDue,
  invoiceFileName,
  invoiceOf,
  invoicePdf,
  issueCreditNote,
  issueInvoice,
  issueWaitingInvoices,
  ordersWaitingForInvoice,
  sendCreditNote,
  sendInvoice,
} from './invoice-service.ts';
