// Owns writing GSTR-1 as the JSON the GST portal's offline tool imports (its field names and shapes: decision 028),
// amounts in rupees with two decimals, each worked out of paise on its own so no sum is made in floating point.
import { paiseToRupees } from '@shop/contract/money';
import type { B2csRow, DocumentRates, DocumentSeries, Gstr1Sections, HsnRow, RateRow } from './gstr1-sections.ts';

/**
 * The label the offline tool writes into the files it makes; the portal's import reads the sections, not this. The
 * HSN summary in two lists (hsn_b2b, hsn_b2c) is the shape of the tool's versions from the May 2025 period on.
 */
export const GSTR1_JSON_VERSION = 'GST3.2.1';

const rupees = paiseToRupees;

/** "2026-11-05" → "05-11-2026", the portal's date. */
export const portalDate = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

/** Within the state the tax is CGST + SGST, across states IGST: the portal takes only the ones that apply. */
function taxOf(row: RateRow, intraState: boolean) {
  return intraState ? { camt: rupees(row.cgstPaise), samt: rupees(row.sgstPaise) } : { iamt: rupees(row.igstPaise) };
}

const items = ({ document, rates }: DocumentRates) =>
  rates.map((row, index) => ({
    num: index + 1,
    itm_det: { txval: rupees(row.taxablePaise), rt: row.rate, ...taxOf(row, document.intraState), csamt: 0 },
  }));

/** Groups by a key (a buyer's GSTIN, a place of supply), keeping the first appearance's order. */
function groupBy<T>(list: T[], keyOf: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of list) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return [...groups.entries()];
}

const b2b = (invoices: DocumentRates[]) =>
  groupBy(invoices, ({ document }) => document.buyer.gstin!).map(([ctin, list]) => ({
    ctin,
    inv: list.map((entry) => ({
      inum: entry.document.number,
      idt: portalDate(entry.document.date),
      val: rupees(entry.document.totals.totalPaise),
      pos: entry.document.buyer.stateCode,
      rchrg: 'N',
      inv_typ: 'R',
      itms: items(entry),
    })),
  }));

const b2cl = (invoices: DocumentRates[]) =>
  groupBy(invoices, ({ document }) => document.buyer.stateCode).map(([pos, list]) => ({
    pos,
    inv: list.map((entry) => ({
      inum: entry.document.number,
      idt: portalDate(entry.document.date),
      val: rupees(entry.document.totals.totalPaise),
      itms: items(entry),
    })),
  }));

const b2cs = (rows: B2csRow[]) =>
  rows.map((row) => ({
    sply_ty: row.intraState ? 'INTRA' : 'INTER',
    pos: row.pos,
    typ: 'OE',
    rt: row.rate,
    txval: rupees(row.taxablePaise),
    ...taxOf(row, row.intraState),
    csamt: 0,
  }));

const cdnr = (notes: DocumentRates[]) =>
  groupBy(notes, ({ document }) => document.buyer.gstin!).map(([ctin, list]) => ({
    ctin,
    nt: list.map((entry) => ({
      ntty: 'C',
      nt_num: entry.document.number,
      nt_dt: portalDate(entry.document.date),
      val: rupees(entry.document.totals.totalPaise),
      pos: entry.document.buyer.stateCode,
      rchrg: 'N',
      inv_typ: 'R',
      itms: items(entry),
    })),
  }));

const cdnur = (notes: DocumentRates[]) =>
  notes.map((entry) => ({
    ntty: 'C',
    nt_num: entry.document.number,
    nt_dt: portalDate(entry.document.date),
    val: rupees(entry.document.totals.totalPaise),
    typ: 'B2CL',
    pos: entry.document.buyer.stateCode,
    itms: items(entry),
  }));

const hsn = (rows: HsnRow[]) =>
  rows.map((row, index) => ({
    num: index + 1,
    hsn_sc: row.hsn,
    desc: row.description,
    uqc: row.uqc,
    qty: row.quantity,
    rt: row.rate,
    txval: rupees(row.taxablePaise),
    iamt: rupees(row.igstPaise),
    camt: rupees(row.cgstPaise),
    samt: rupees(row.sgstPaise),
    csamt: 0,
  }));

/** Table 13's natures of document the shop issues, by the portal's numbers. */
const DOCUMENT_NATURES = {
  invoices: { doc_num: 1, doc_typ: 'Invoices for outward supply' },
  credit_notes: { doc_num: 5, doc_typ: 'Credit Note' },
} as const;

function docIssue(series: DocumentSeries[]) {
  return (['invoices', 'credit_notes'] as const)
    .map((kind) => ({
      ...DOCUMENT_NATURES[kind],
      docs: series
        .filter((entry) => entry.kind === kind)
        .map((entry, index) => ({
          num: index + 1,
          from: entry.from,
          to: entry.to,
          totnum: entry.total,
          cancel: entry.cancelled,
          net_issue: entry.netIssued,
        })),
    }))
    .filter((nature) => nature.docs.length > 0);
}

/** A section with nothing in it is left out, as the offline tool leaves it out of the files it makes. */
const unlessEmpty = <K extends string, T>(key: K, list: T[]) =>
  (list.length > 0 ? { [key]: list } : {}) as Partial<Record<K, T[]>>;

/** The return for the shop's GSTIN and period (`fp`, MMYYYY). */
export function gstr1PortalJson(sections: Gstr1Sections, { gstin, fp }: { gstin: string; fp: string }) {
  const hsnB2b = hsn(sections.hsnB2b);
  const hsnB2c = hsn(sections.hsnB2c);
  const docDet = docIssue(sections.documents);
  return {
    gstin,
    fp,
    version: GSTR1_JSON_VERSION,
    hash: 'hash',
    ...unlessEmpty('b2b', b2b(sections.b2b)),
    ...unlessEmpty('b2cl', b2cl(sections.b2cl)),
    ...unlessEmpty('b2cs', b2cs(sections.b2cs)),
    ...unlessEmpty('cdnr', cdnr(sections.cdnr)),
    ...unlessEmpty('cdnur', cdnur(sections.cdnur)),
    ...(hsnB2b.length + hsnB2c.length > 0 ? { hsn: { hsn_b2b: hsnB2b, hsn_b2c: hsnB2c } } : {}),
    ...(docDet.length > 0 ? { doc_issue: { doc_det: docDet } } : {}),
  };
}
export type Gstr1PortalJson = ReturnType<typeof gstr1PortalJson>;
