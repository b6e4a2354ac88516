// Checks GSTR-1 built from hand-made invoices and credit notes of November 2026 (a shop in Maharashtra): each document
// lands in its section, credit notes follow their invoice, every section reconciles with the documents to the paisa,
// and the JSON has the shape the portal's offline tool imports (the schema below, written from the tool's files).
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { InvoiceData, InvoiceLine } from '@shop/contract/invoice';
import { lineTax } from '../pricing/index.ts';
import { csvAmount, gstr1CsvFiles, gstr1CsvZip } from './gstr1-csv.ts';
import { gstr1PortalJson } from './gstr1-portal-json.ts';
import { gstr1Sections, ZERO, addAmounts, type Amounts, type CreditNoteAgainst } from './gstr1-sections.ts';
import { gstr1Summary } from './gstr1-summary.ts';

// ── The portal's shape ───────────────────────────────────────────────────────
const money = z.number().refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'two decimals');
const date = z.string().regex(/^\d{2}-\d{2}-\d{4}$/);
const pos = z.string().regex(/^\d{2}$/);
const rate = z.number().min(0).max(40);
const intraTax = z.strictObject({ txval: money, rt: rate, camt: money, samt: money, csamt: money });
const interTax = z.strictObject({ txval: money, rt: rate, iamt: money, csamt: money });
const item = z.strictObject({ num: z.number().int().positive(), itm_det: z.union([intraTax, interTax]) });
const interItem = z.strictObject({ num: z.number().int().positive(), itm_det: interTax });
const hsnRow = z.strictObject({
  num: z.number().int().positive(),
  hsn_sc: z.string().regex(/^\d{4,8}$/),
  desc: z.string().max(30),
  uqc: z.enum(['PCS', 'OTH']),
  qty: z.number(),
  rt: rate,
  txval: money,
  iamt: money,
  camt: money,
  samt: money,
  csamt: money,
});
const portalGstr1 = z.strictObject({
  gstin: z.string().regex(/^\d{2}[0-9A-Z]{13}$/),
  fp: z.string().regex(/^(0[1-9]|1[0-2])\d{4}$/),
  version: z.string(),
  hash: z.string(),
  b2b: z
    .array(
      z.strictObject({
        ctin: z.string().length(15),
        inv: z.array(
          z.strictObject({
            inum: z.string().max(16),
            idt: date,
            val: money,
            pos,
            rchrg: z.enum(['Y', 'N']),
            inv_typ: z.enum(['R', 'SEWP', 'SEWOP', 'DE']),
            itms: z.array(item).min(1),
          }),
        ),
      }),
    )
    .optional(),
  b2cl: z
    .array(
      z.strictObject({
        pos,
        inv: z.array(z.strictObject({ inum: z.string(), idt: date, val: money, itms: z.array(interItem).min(1) })),
      }),
    )
    .optional(),
  b2cs: z
    .array(
      z.union([
        z.strictObject({
          sply_ty: z.literal('INTRA'),
          pos,
          typ: z.literal('OE'),
          rt: rate,
          txval: money,
          camt: money,
          samt: money,
          csamt: money,
        }),
        z.strictObject({
          sply_ty: z.literal('INTER'),
          pos,
          typ: z.literal('OE'),
          rt: rate,
          txval: money,
          iamt: money,
          csamt: money,
        }),
      ]),
    )
    .optional(),
  cdnr: z
    .array(
      z.strictObject({
        ctin: z.string().length(15),
        nt: z.array(
          z.strictObject({
            ntty: z.enum(['C', 'D']),
            nt_num: z.string().max(16),
            nt_dt: date,
            val: money,
            pos,
            rchrg: z.enum(['Y', 'N']),
            inv_typ: z.enum(['R', 'SEWP', 'SEWOP', 'DE']),
            itms: z.array(item).min(1),
          }),
        ),
      }),
    )
    .optional(),
  cdnur: z
    .array(
      z.strictObject({
        ntty: z.enum(['C', 'D']),
        nt_num: z.string(),
        nt_dt: date,
        val: money,
        typ: z.enum(['B2CL', 'EXPWP', 'EXPWOP']),
        pos,
        itms: z.array(interItem).min(1),
      }),
    )
    .optional(),
  hsn: z.strictObject({ hsn_b2b: z.array(hsnRow), hsn_b2c: z.array(hsnRow) }).optional(),
  doc_issue: z
    .strictObject({
      doc_det: z.array(
        z.strictObject({
          doc_num: z.number().int().min(1).max(12),
          doc_typ: z.string(),
          docs: z.array(
            z.strictObject({
              num: z.number().int().positive(),
              from: z.string(),
              to: z.string(),
              totnum: z.number().int(),
              cancel: z.number().int(),
              net_issue: z.number().int(),
            }),
          ),
        }),
      ),
    })
    .optional(),
});
type PortalGstr1 = z.infer<typeof portalGstr1>;

// ── Hand-made documents ──────────────────────────────────────────────────────
const SHOP_GSTIN = '27AAACT2727Q1ZW';
const BUYER_GSTIN = '29AABCT1234F1Z5';
const STATES: Record<string, string> = { '27': 'Maharashtra', '29': 'Karnataka', '07': 'Delhi' };

type LineSpec = { hsn?: string; rate: number; totalPaise: number; quantity?: number; unit?: 'PCS' | 'OTH' };

function line(spec: LineSpec, intraState: boolean): InvoiceLine {
  const quantity = spec.quantity ?? 1;
  return {
    description: `Piece at ${spec.rate} %`,
    hsn: spec.hsn ?? '6211',
    quantity,
    unit: spec.unit ?? 'PCS',
    unitPricePaise: Math.round(spec.totalPaise / quantity),
    rate: spec.rate,
    ...lineTax(spec.totalPaise, spec.rate, intraState),
  };
}

function document(number: string, day: string, stateCode: string, specs: LineSpec[], gstin?: string): InvoiceData {
  const intraState = stateCode === '27';
  const lines = specs.map((spec) => line(spec, intraState));
  const totals = lines.reduce<Amounts>((sum, each) => addAmounts(sum, each), ZERO);
  return {
    number,
    date: day,
    orderId: `order-${number}`,
    supplier: { legalName: 'Thread & Tote', address: 'Pune', state: 'Maharashtra', stateCode: '27', gstin: SHOP_GSTIN },
    buyer: {
      name: gstin ? 'Karnataka Boutique LLP' : 'Asha Rao',
      address: '1 Main Road',
      city: 'City',
      zipCode: '400001',
      state: STATES[stateCode]!,
      stateCode,
      ...(gstin ? { gstin, businessName: 'Karnataka Boutique LLP' } : {}),
    },
    intraState,
    lines,
    totals,
    amountInWords: '',
  };
}

const creditNote = (number: string, day: string, original: InvoiceData, specs: LineSpec[]): CreditNoteAgainst => ({
  original,
  note: {
    ...document(number, day, original.buyer.stateCode, specs, original.buyer.gstin),
    creditNote: { againstNumber: original.number, againstDate: original.date, reason: 'Refund' },
  },
});

/** Mumbai: 2 kurtas at ₹1,250 (5 %) and the Cash on Delivery fee (18 %). */
const intraConsumer = document('TT/2627/11', '2026-11-03', '27', [
  { rate: 5, totalPaise: 2_500_00, quantity: 2 },
  { hsn: '9968', rate: 18, totalPaise: 50_00, unit: 'OTH' },
]);
/** Bengaluru, a consumer: one saree at ₹1,999. */
const interConsumer = document('TT/2627/12', '2026-11-04', '29', [{ rate: 5, totalPaise: 1_999_00 }]);
/** A registered business in Karnataka: 3 lehengas at ₹3,000 (18 %). */
const business = document(
  'TT/2627/13',
  '2026-11-05',
  '29',
  [{ rate: 18, totalPaise: 9_000_00, quantity: 3 }],
  BUYER_GSTIN,
);
/** Delhi, a consumer, ₹1,22,000: B2C large (inter-state, above ₹1 lakh), at two rates. */
const large = document('TT/2627/14', '2026-11-06', '07', [
  { rate: 18, totalPaise: 1_20_000_00, quantity: 40 },
  { hsn: '4202', rate: 5, totalPaise: 2_000_00, quantity: 2 },
]);
/** Mumbai, ₹1,50,000: above ₹1 lakh but within the state, so B2C others. */
const largeWithinState = document('TT/2627/15', '2026-11-07', '27', [
  { rate: 18, totalPaise: 1_50_000_00, quantity: 50 },
]);
/** Bengaluru, exactly ₹1,00,000: not above the limit, so B2C others. */
const atTheLimit = document('TT/2627/16', '2026-11-08', '29', [{ rate: 18, totalPaise: 1_00_000_00, quantity: 20 }]);
/** October's invoice, refunded in November. */
const october = document('TT/2627/10', '2026-10-28', '29', [{ rate: 5, totalPaise: 999_00 }]);

const invoices = [intraConsumer, interConsumer, business, large, largeWithinState, atTheLimit];
const notes = [
  // A part refund of the Mumbai order: its line scaled to ₹500, value only.
  creditNote('TTCN/2627/3', '2026-11-10', intraConsumer, [{ rate: 5, totalPaise: 500_00, unit: 'OTH' }]),
  // The business returns one lehenga.
  creditNote('TTCN/2627/4', '2026-11-12', business, [{ rate: 18, totalPaise: 3_000_00 }]),
  // Delhi returns 5 pieces of the large order.
  creditNote('TTCN/2627/5', '2026-11-13', large, [{ rate: 18, totalPaise: 15_000_00, quantity: 5 }]),
  // October's order refunded in full.
  creditNote('TTCN/2627/2', '2026-11-02', october, [{ rate: 5, totalPaise: 999_00 }]),
];

const sections = gstr1Sections({ invoices, creditNotes: notes });
const json = gstr1PortalJson(sections, { gstin: SHOP_GSTIN, fp: '112026' }) as PortalGstr1;

// ── Adding up what the return says, in paise ─────────────────────────────────
const paise = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100);
type Tax = { txval: number; iamt?: number; camt?: number; samt?: number };
const taxPaise = (rows: Tax[]): Amounts =>
  rows.reduce<Amounts>(
    (sum, row) =>
      addAmounts(sum, {
        taxablePaise: paise(row.txval),
        igstPaise: paise(row.iamt),
        cgstPaise: paise(row.camt),
        sgstPaise: paise(row.samt),
        totalPaise: paise(row.txval) + paise(row.iamt) + paise(row.camt) + paise(row.samt),
      }),
    ZERO,
  );
const totalsOf = (documents: InvoiceData[]) =>
  documents.reduce<Amounts>((sum, each) => addAmounts(sum, each.totals), ZERO);
const less = (a: Amounts, b: Amounts) => addAmounts(a, b, -1);
const itemsOf = (list: { itms: { itm_det: Tax }[] }[]) =>
  list.flatMap((entry) => entry.itms.map((each) => each.itm_det));

describe('GSTR-1 for a month', () => {
  it('has the shape the offline tool imports, for the shop and the month', () => {
    expect(() => portalGstr1.parse(json)).not.toThrow();
    expect(json).toMatchObject({ gstin: SHOP_GSTIN, fp: '112026' });
  });

  it('lists the business sale under its GSTIN in B2B, with the place of supply its state', () => {
    expect(json.b2b).toEqual([
      {
        ctin: BUYER_GSTIN,
        inv: [
          {
            inum: 'TT/2627/13',
            idt: '05-11-2026',
            val: 9000,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { txval: 7627.12, rt: 18, iamt: 1372.88, csamt: 0 } }],
          },
        ],
      },
    ]);
  });

  it('puts only the inter-state consumer invoice above ₹1 lakh in B2C large, one item per rate', () => {
    expect(json.b2cl).toEqual([
      {
        pos: '07',
        inv: [
          {
            inum: 'TT/2627/14',
            idt: '06-11-2026',
            val: 122000,
            itms: [
              { num: 1, itm_det: { txval: 1904.76, rt: 5, iamt: 95.24, csamt: 0 } },
              { num: 2, itm_det: { txval: 101694.92, rt: 18, iamt: 18305.08, csamt: 0 } },
            ],
          },
        ],
      },
    ]);
  });

  it('sums the other consumer sales per place of supply and rate, their credit notes taken off', () => {
    const row = (place: string, rt: number) => json.b2cs?.find((each) => each.pos === place && each.rt === rt);
    // Mumbai at 5 %: ₹2,500 sold less ₹500 refunded = ₹2,000, CGST and SGST.
    expect(row('27', 5)).toEqual({
      sply_ty: 'INTRA',
      pos: '27',
      typ: 'OE',
      rt: 5,
      txval: 1904.76,
      camt: 47.62,
      samt: 47.62,
      csamt: 0,
    });
    // Bengaluru at 5 %: ₹1,999 sold less October's ₹999 refunded = ₹1,000, IGST.
    expect(paise(row('29', 5)?.txval) + paise((row('29', 5) as { iamt: number }).iamt)).toBe(1_000_00);
    expect(row('29', 5)?.sply_ty).toBe('INTER');
    // The fee and the ₹1,50,000 sale within the state, and the ₹1,00,000 one across: not B2C large.
    expect(paise(row('27', 18)?.txval)).toBe(
      intraConsumer.lines[1]!.taxablePaise + largeWithinState.totals.taxablePaise,
    );
    expect(paise(row('29', 18)?.txval)).toBe(atTheLimit.totals.taxablePaise);
    expect(json.b2cs).toHaveLength(4);
  });

  it("sends the business's credit note to cdnr and the B2C large one's to cdnur; none for B2C others", () => {
    expect(json.cdnr?.[0]).toMatchObject({
      ctin: BUYER_GSTIN,
      nt: [{ ntty: 'C', nt_num: 'TTCN/2627/4', nt_dt: '12-11-2026', val: 3000, pos: '29' }],
    });
    expect(json.cdnur).toEqual([
      {
        ntty: 'C',
        nt_num: 'TTCN/2627/5',
        nt_dt: '13-11-2026',
        val: 15000,
        typ: 'B2CL',
        pos: '07',
        itms: [{ num: 1, itm_det: { txval: 12711.86, rt: 18, iamt: 2288.14, csamt: 0 } }],
      },
    ]);
  });

  it('reconciles every section with the documents, to the paisa', () => {
    const [consumerB2cs, b2csNotes] = [
      [intraConsumer, interConsumer, largeWithinState, atTheLimit],
      [notes[0]!.note, notes[3]!.note],
    ];
    expect(taxPaise(itemsOf(json.b2b!.flatMap((each) => each.inv)))).toEqual(totalsOf([business]));
    expect(taxPaise(itemsOf(json.b2cl!.flatMap((each) => each.inv)))).toEqual(totalsOf([large]));
    expect(taxPaise(json.b2cs!)).toEqual(less(totalsOf(consumerB2cs), totalsOf(b2csNotes)));
    expect(taxPaise(itemsOf(json.cdnr!.flatMap((each) => each.nt)))).toEqual(totalsOf([notes[1]!.note]));
    expect(taxPaise(itemsOf(json.cdnur!))).toEqual(totalsOf([notes[2]!.note]));
    // The HSN summary is the period's sales less its credit notes, B2B and B2C apart.
    const net = less(totalsOf(invoices), totalsOf(notes.map((each) => each.note)));
    expect(taxPaise(json.hsn!.hsn_b2b)).toEqual(less(totalsOf([business]), totalsOf([notes[1]!.note])));
    expect(addAmounts(taxPaise(json.hsn!.hsn_b2b), taxPaise(json.hsn!.hsn_b2c))).toEqual(net);
    // Each document's value is its total.
    expect(json.b2b![0]!.inv[0]!.val * 100).toBe(business.totals.totalPaise);
  });

  it('counts pieces in the HSN summary: returned pieces come off, a value-only refund takes none', () => {
    const row = (hsn: string, rt: number) => json.hsn!.hsn_b2c.find((each) => each.hsn_sc === hsn && each.rt === rt);
    // 2 kurtas (the ₹500 refund gives none back) + Bengaluru's 1 − October's 1 refunded.
    expect(row('6211', 5)).toMatchObject({ uqc: 'PCS', qty: 2 });
    expect(row('6211', 18)).toMatchObject({ uqc: 'PCS', qty: 40 + 50 + 20 - 5, desc: 'Apparel, not knitted' });
    expect(row('9968', 18)).toMatchObject({ uqc: 'OTH', qty: 1, desc: 'Postal and courier services' });
    expect(json.hsn!.hsn_b2b).toEqual([expect.objectContaining({ hsn_sc: '6211', qty: 2, rt: 18, camt: 0, samt: 0 })]);
  });

  it('lists the documents issued per series, none cancelled', () => {
    expect(json.doc_issue!.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [{ num: 1, from: 'TT/2627/11', to: 'TT/2627/16', totnum: 6, cancel: 0, net_issue: 6 }],
      },
      {
        doc_num: 5,
        doc_typ: 'Credit Note',
        docs: [{ num: 1, from: 'TTCN/2627/2', to: 'TTCN/2627/5', totnum: 4, cancel: 0, net_issue: 4 }],
      },
    ]);
  });

  it('sums the same totals for the screen, and the net is the invoices less the credit notes', () => {
    const summary = gstr1Summary(sections, { gstin: SHOP_GSTIN, fp: '112026', from: '2026-11', to: '2026-11' });
    const net = less(totalsOf(invoices), totalsOf(notes.map((each) => each.note)));
    expect(summary.net).toEqual({
      taxable: net.taxablePaise / 100,
      igst: net.igstPaise / 100,
      cgst: net.cgstPaise / 100,
      sgst: net.sgstPaise / 100,
      total: net.totalPaise / 100,
    });
    const section = (name: string) => summary.sections.find((each) => each.section === name)!;
    expect(section('b2b')).toMatchObject({ documents: 1, rows: 1, total: 9000 });
    expect(section('b2cl')).toMatchObject({ documents: 1, total: 122000 });
    expect(section('b2cs')).toMatchObject({ documents: 6, rows: 4 });
    expect(section('cdnr')).toMatchObject({ documents: 1, total: 3000 });
    expect(section('cdnur')).toMatchObject({ documents: 1, total: 15000 });
    expect(section('hsn_b2b').total + section('hsn_b2c').total).toBeCloseTo(summary.net.total, 2);
  });

  it('leaves out empty sections in a month without sales', () => {
    const empty = gstr1PortalJson(gstr1Sections({ invoices: [], creditNotes: [] }), {
      gstin: SHOP_GSTIN,
      fp: '122026',
    });
    expect(empty).toEqual({ gstin: SHOP_GSTIN, fp: '122026', version: expect.any(String), hash: 'hash' });
  });
});

describe('GSTR-1 as CSV files', () => {
  it('writes amounts from paise, negatives too', () => {
    expect(csvAmount(190476)).toBe('1904.76');
    expect(csvAmount(-5)).toBe('-0.05');
    expect(csvAmount(0)).toBe('0.00');
  });

  it('zips one file per section, B2C others net of its credit notes', () => {
    const files = unzipSync(gstr1CsvZip(sections));
    expect(Object.keys(files)).toEqual(gstr1CsvFiles(sections).map((file) => file.name));
    const b2cs = strFromU8(files['b2cs.csv']!)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(b2cs[0]).toBe(
      'Type,Place Of Supply,Supply Type,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
    );
    expect(b2cs).toContain('OE,27-Maharashtra,Intra State,5,1904.76,0.00,47.62,47.62,0.00');
  });
});
