// Owns the GSTR-1 section totals staff check on screen before downloading: documents, rows and money per section,
// added up in paise and turned into rupees once, and the period's net (invoices less credit notes).
import type { Gstr1DocumentSeries, Gstr1Section, Gstr1SectionTotals, Gstr1Summary } from '@shop/contract/gst-returns';
import { paiseToRupees } from '@shop/contract/money';
import { addAmounts, ZERO, type Amounts, type DocumentRates, type Gstr1Sections } from './gstr1-sections.ts';

const sumOf = (rows: Amounts[]) => rows.reduce((total, row) => addAmounts(total, row), ZERO);
const documentTotals = (list: DocumentRates[]) => sumOf(list.map(({ document }) => document.totals));

const inRupees = (amounts: Amounts) => ({
  taxable: paiseToRupees(amounts.taxablePaise),
  igst: paiseToRupees(amounts.igstPaise),
  cgst: paiseToRupees(amounts.cgstPaise),
  sgst: paiseToRupees(amounts.sgstPaise),
  total: paiseToRupees(amounts.totalPaise),
});

/** Each section's totals in paise, with how many documents and rows make it. */
export function sectionTotals(
  sections: Gstr1Sections,
): Record<Gstr1Section, Amounts & { documents: number; rows: number }> {
  const ofDocuments = (list: DocumentRates[]) => ({
    ...documentTotals(list),
    documents: list.length,
    rows: list.length,
  });
  return {
    b2b: ofDocuments(sections.b2b),
    b2cl: ofDocuments(sections.b2cl),
    b2cs: { ...sumOf(sections.b2cs), documents: sections.b2csDocuments, rows: sections.b2cs.length },
    cdnr: ofDocuments(sections.cdnr),
    cdnur: ofDocuments(sections.cdnur),
    hsn_b2b: {
      ...sumOf(sections.hsnB2b),
      documents: sections.b2b.length + sections.cdnr.length,
      rows: sections.hsnB2b.length,
    },
    hsn_b2c: {
      ...sumOf(sections.hsnB2c),
      documents: sections.b2cl.length + sections.cdnur.length + sections.b2csDocuments,
      rows: sections.hsnB2c.length,
    },
  };
}

/** B2B + B2CL + B2C others (already net of its notes) − cdnr − cdnur: the period's invoices less its credit notes. */
export function netOf(sections: Gstr1Sections): Amounts {
  const totals = sectionTotals(sections);
  const sales = [totals.b2b, totals.b2cl, totals.b2cs].reduce((sum, row) => addAmounts(sum, row), ZERO);
  return addAmounts(addAmounts(sales, totals.cdnr, -1), totals.cdnur, -1);
}

const seriesAnswer = (series: Gstr1Sections['documents'][number]): Gstr1DocumentSeries => ({
  kind: series.kind,
  from: series.from,
  to: series.to,
  total: series.total,
  cancelled: series.cancelled,
  net_issued: series.netIssued,
});

export function gstr1Summary(
  sections: Gstr1Sections,
  header: { gstin: string; fp: string; from: string; to: string },
): Omit<Gstr1Summary, 'exported_at'> {
  const totals = sectionTotals(sections);
  const rows: Gstr1SectionTotals[] = (Object.keys(totals) as Gstr1Section[]).map((section) => ({
    section,
    documents: totals[section].documents,
    rows: totals[section].rows,
    ...inRupees(totals[section]),
  }));
  return { ...header, sections: rows, documents: sections.documents.map(seriesAnswer), net: inRupees(netOf(sections)) };
}
