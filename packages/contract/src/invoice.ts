// Owns what a tax invoice holds (CGST Rule 46 for a supply to a consumer): kept as issued, printed as a PDF.

export type InvoiceLine = {
  description: string;
  hsn: string;
  quantity: number;
  /** Pieces for goods; OTH (other) for a service such as the Cash on Delivery fee. */
  unit: 'PCS' | 'OTH';
  /** The price per piece the buyer paid, tax included. */
  unitPricePaise: number;
  taxablePaise: number;
  /** The GST rate in per cent (5, 18…). */
  rate: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** taxable + tax: what the line cost, to the paisa. */
  totalPaise: number;
};

/** A registered business buying for its books (B2B): its GSTIN and name, as given at checkout. */
export type BusinessBuyer = { gstin: string; businessName: string };

export type InvoiceData = {
  /** A credit note (issued with a refund) refers to the tax invoice it reduces; an invoice has none. */
  creditNote?: { againstNumber: string; againstDate: string; reason: string };
  number: string;
  /** The invoice's date, YYYY-MM-DD in India's time. */
  date: string;
  orderId: string;
  /** The order's short number ("TT-1042"); invoices issued before orders had numbers carry none. */
  orderNumber?: string;
  /**
   * `tradeName`: the name the shop trades under (its brand, issue 44) when it is not the legal name; invoices issued
   * before the brand existed carry none.
   */
  supplier: { legalName: string; tradeName?: string; address: string; state: string; stateCode: string; gstin: string };
  /**
   * Who bought, and where it went. A registered business (B2B, issue 31) adds its GSTIN and name: the invoice is then
   * theirs, and its state (the GSTIN's first two digits) is the place of supply; otherwise it is the delivery state.
   */
  buyer: {
    name: string;
    address: string;
    city: string;
    zipCode: string;
    state: string;
    stateCode: string;
    gstin?: string;
    businessName?: string;
  };
  /** The place of supply (buyer.stateCode): CGST + SGST when it is the supplier's state, IGST otherwise. */
  intraState: boolean;
  lines: InvoiceLine[];
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };
  amountInWords: string;
};
