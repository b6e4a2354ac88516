import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { InvoiceData, InvoiceLine } from '@shop/contract/invoice';
import { formatRupees, paiseToRupees } from '@shop/contract/money';
import { amountInWords } from './amount-in-words.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

const PRODUCTS = [
  { description: 'Block-print cotton kurta – Size M, Colour Indigo', hsn: '6211', unitPricePaise: 1_299_00 },
  { description: 'Linen straight-fit trousers – Size 32, Colour Sand', hsn: '6203', unitPricePaise: 1_849_00 },
  {
    description:
      'Handwoven Chanderi silk-cotton anarkali with zari border, lined bodice and matching organza dupatta, festive edit – Size XXL, Colour Rani Pink',
    hsn: '6204',
    unitPricePaise: 4_999_00,
  },
  { description: 'Canvas tote with leather handles – Colour Olive', hsn: '4202', unitPricePaise: 899_00 },
];

/** A line as issued: the price includes the tax, worked back out and split as the invoice's supply is. */
function line(index: number, intraState: boolean): InvoiceLine {
  const product = PRODUCTS[index % PRODUCTS.length]!;
  const quantity = (index % 3) + 1;
  const rate = product.hsn === '4202' || product.unitPricePaise > 2_500_00 ? 18 : 5;
  const totalPaise = product.unitPricePaise * quantity;
  const half = Math.round((totalPaise * rate) / (2 * (100 + rate)));
  const igst = Math.round((totalPaise * rate) / (100 + rate));
  const tax = intraState
    ? { cgstPaise: half, sgstPaise: half, igstPaise: 0 }
    : { cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
  const taxablePaise = totalPaise - tax.cgstPaise - tax.sgstPaise - tax.igstPaise;
  return { ...product, quantity, unit: 'PCS', rate, taxablePaise, ...tax, totalPaise };
}

function sampleInvoice({ intraState, lines }: { intraState: boolean; lines: number }): InvoiceData {
  const invoiceLines = Array.from({ length: lines }, (_, i) => line(i, intraState));
  const sum = (key: keyof InvoiceLine) => invoiceLines.reduce((total, l) => total + (l[key] as number), 0);
  const totals = {
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: sum('totalPaise'),
  };
  return {
    number: 'TT/2026-27/000123',
    date: '2026-11-25',
    orderId: '3f6c2a9e-8d41-4b7a-9c55-1e2f7a0b6d13',
    orderNumber: 'TT-1042',
    supplier: {
      legalName: 'Thread & Tote Retail Private Limited',
      address: 'No. 14, 2nd Floor, 100 Feet Road, HAL 2nd Stage, Indiranagar, Bengaluru 560038',
      state: 'Karnataka',
      stateCode: '29',
      gstin: '29AAKCT4521M1Z3',
    },
    buyer: intraState
      ? {
          name: 'Ananya Rao',
          address: 'Flat 302, Sobha Lavender, 7th Cross, HSR Layout Sector 2',
          city: 'Bengaluru',
          zipCode: '560102',
          state: 'Karnataka',
          stateCode: '29',
        }
      : {
          name: 'Rohan Deshpande',
          address: 'B-12, Shanti Kunj, Senapati Bapat Road, Shivajinagar',
          city: 'Pune',
          zipCode: '411016',
          state: 'Maharashtra',
          stateCode: '27',
        },
    intraState,
    lines: invoiceLines,
    totals,
    amountInWords: amountInWords(totals.totalPaise),
  };
}

/** Each page's text as a reader copies it: runs of spaces and line breaks as one space, words split at a hyphen joined. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map((page) => page.replace(/-\n/g, '-').replace(/\s+/g, ' '));
}

const formatted = (paise: number) => formatRupees(paiseToRupees(paise));

const TABLE_HEADER = '# Description HSN Qty Unit Rate per piece (₹, tax incl.) Taxable value GST rate';

describe('a tax invoice as a PDF', () => {
  it('prints everything Rule 46 asks of an invoice within the state, with CGST and SGST', async () => {
    const invoice = sampleInvoice({ intraState: true, lines: 1 });
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pages = await pagesOf(pdf);
    expect(pages).toHaveLength(1);
    const [page] = pages as [string];
    for (const text of [
      'Tax Invoice',
      'Thread & Tote Retail Private Limited',
      'No. 14, 2nd Floor, 100 Feet Road, HAL 2nd Stage, Indiranagar, Bengaluru 560038',
      'State: Karnataka (29)',
      'GSTIN: 29AAKCT4521M1Z3',
      'Invoice no. TT/2026-27/000123',
      'Invoice date 25 Nov 2026',
      'Order no. TT-1042',
      'Order ID 3f6c2a9e-8d41-4b7a-9c55-1e2f7a0b6d13',
      'Bill to / Ship to',
      'Ananya Rao',
      'Flat 302, Sobha Lavender, 7th Cross, HSR Layout Sector 2',
      'Bengaluru – 560102',
      'Place of supply: Karnataka (29)',
      `${TABLE_HEADER} CGST SGST Total`,
      '1 Block-print cotton kurta – Size M, Colour Indigo 6211 1 PCS ₹1,299.00 ₹1,237.14 5% ₹30.93 ₹30.93 ₹1,299.00',
      'Taxable value ₹1,237.14 CGST ₹30.93 SGST ₹30.93 Grand total ₹1,299.00',
      'Amount in words: Rupees One Thousand Two Hundred Ninety-Nine Only',
      'Tax is not payable on reverse charge',
      'This is a computer-generated invoice.',
      'Page 1 of 1',
    ])
      expect(page).toContain(text);
    expect(page).not.toContain('IGST');
  });

  it('prints a credit note like its invoice, under its own title, naming the invoice it reduces and why', async () => {
    const invoice = sampleInvoice({ intraState: true, lines: 1 });
    const note: InvoiceData = {
      ...invoice,
      number: 'TTCN/2627/4',
      creditNote: { againstNumber: invoice.number, againstDate: '2026-11-20', reason: 'Return of a kurta' },
    };
    const [page] = (await pagesOf(await renderInvoicePdf(note))) as [string];
    for (const text of [
      'Credit Note',
      'Credit note TTCN/2627/4',
      'Against Invoice TT/2026-27/000123 of 20 Nov 2026',
      'Reason Return of a kurta',
      'Order no. TT-1042',
      'This is a computer-generated credit note.',
    ])
      expect(page).toContain(text);
    expect(page).not.toContain('Tax Invoice');
  });

  it('prints the long order id alone on an invoice issued before orders had numbers', async () => {
    const { orderNumber: _, ...before } = sampleInvoice({ intraState: true, lines: 1 });
    const [page] = (await pagesOf(await renderInvoicePdf(before))) as [string];
    expect(page).toContain('Order ID 3f6c2a9e-8d41-4b7a-9c55-1e2f7a0b6d13');
    expect(page).not.toContain('Order no.');
  });

  it('charges IGST instead when the goods go to another state', async () => {
    const [page] = (await pagesOf(await renderInvoicePdf(sampleInvoice({ intraState: false, lines: 1 })))) as [string];
    expect(page).toContain('Rohan Deshpande');
    expect(page).toContain('Pune – 411016');
    expect(page).toContain('State: Maharashtra (27)');
    expect(page).toContain('Place of supply: Maharashtra (27)');
    expect(page).toContain(`${TABLE_HEADER} IGST Total`);
    expect(page).toContain('6211 1 PCS ₹1,299.00 ₹1,237.14 5% ₹61.86 ₹1,299.00');
    expect(page).toContain('Taxable value ₹1,237.14 IGST ₹61.86 Grand total ₹1,299.00');
    expect(page).not.toMatch(/CGST|SGST/);
  });

  it.each([true, false])(
    'flows 40 lines onto further pages, the table header on each (within the state: %s)',
    async (intraState) => {
      const invoice = sampleInvoice({ intraState, lines: 40 });
      const pages = await pagesOf(await renderInvoicePdf(invoice));
      expect(pages.length).toBeGreaterThan(1);

      pages.forEach((page, i) => {
        expect(page).toContain(
          `This is a computer-generated invoice. TT/2026-27/000123 · Page ${i + 1} of ${pages.length}`,
        );
        if (i > 0) expect(page).toContain('Tax Invoice TT/2026-27/000123 (continued)');
      });
      // Every page the table reaches starts it with its header; only the totals may follow on a page of their own.
      const withLines = pages.filter((page) => /₹[\d,.]+ \d+% ₹/.test(page));
      for (const page of withLines) expect(page).toContain(TABLE_HEADER);

      // Each line once, whole: the long description wrapped within its cell, nothing lost at a page break.
      const all = pages.join(' ');
      invoice.lines.forEach((line, i) => {
        const row = `${i + 1} ${line.description} ${line.hsn} ${line.quantity} PCS`;
        expect(all.split(row)).toHaveLength(2);
      });
      expect(pages.at(-1)).toContain(`Grand total ${formatted(invoice.totals.totalPaise)}`);
      expect(pages.at(-1)).toContain(`Amount in words: ${invoice.amountInWords}`);
    },
  );

  it('renders a five-line invoice in well under half a second once its fonts are loaded', async () => {
    const invoice = sampleInvoice({ intraState: true, lines: 5 });
    await renderInvoicePdf(invoice);
    const started = performance.now();
    await renderInvoicePdf(invoice);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
