// Owns how an issued tax invoice looks on paper: an A4 PDF of its InvoiceData, with the rupee sign in an embedded font.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';
import type PDFKitDocument from 'pdfkit';
import type { InvoiceData, InvoiceLine } from '@shop/contract/invoice';
import { formatDate, formatRupees, paiseToRupees } from '@shop/contract/money';

/**
 * None of PDF's standard fonts has ₹ (U+20B9); DejaVu Sans has. The files are found through the package, not by a path
 * beside this module, so they are found from the TypeScript source and from the server bundle (dist/main.js) alike.
 */
const packageFile = createRequire(import.meta.url).resolve;
const FONT_FILES = {
  sans: 'DejaVuSans.ttf',
  'sans-bold': 'DejaVuSans-Bold.ttf',
  // The table's ten or eleven columns fit A4's width only in the condensed cut.
  condensed: 'DejaVuSansCondensed.ttf',
  'condensed-bold': 'DejaVuSansCondensed-Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;
const SANS: FontName = 'sans';
const SANS_BOLD: FontName = 'sans-bold';
const CONDENSED: FontName = 'condensed';
const CONDENSED_BOLD: FontName = 'condensed-bold';

/**
 * Each font parsed once for the process and lent to every invoice: parsing DejaVu's kerning and substitution tables
 * costs about 15 ms a font, which per document was most of a render. PDFKit only reads a font it is lent (each
 * document keeps its own subset of the glyphs it used).
 */
let parsedFonts: Record<FontName, Fontkit.Font> | undefined;
function fonts(fontkit: typeof Fontkit): Record<FontName, Fontkit.Font> {
  parsedFonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => {
      const font = fontkit.create(readFileSync(packageFile(`dejavu-fonts-ttf/ttf/${file}`)));
      if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
      return [name, font];
    }),
  ) as Record<FontName, Fontkit.Font>;
  return parsedFonts;
}

/**
 * PDFKit and fontkit, imported with the first invoice: they stay outside the server bundle (scripts/build-server.ts),
 * and a static import of an outside package would load them when the server starts.
 */
let libraries: Promise<{ fontkit: typeof Fontkit; PDFDocument: typeof PDFKitDocument }> | undefined;
const pdfLibraries = () =>
  (libraries ??= Promise.all([import('fontkit'), import('pdfkit')]).then(([fontkit, pdfkit]) => ({
    fontkit: ('create' in fontkit ? fontkit : (fontkit as { default: typeof Fontkit }).default) as typeof Fontkit,
    PDFDocument: pdfkit.default,
  })));

const MARGIN = 36;
const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const LEFT = MARGIN;
const RIGHT = MARGIN + WIDTH;
/** Where the table and the totals stop; the footer lives below. */
const BOTTOM = PAGE_HEIGHT - MARGIN - 22;

const INK = '#1a1a1a';
const MUTED = '#5c5c5c';
const RULE = '#bdbdbd';
const SHADE = '#eef1f4';

const TABLE_SIZE = 7.5;
const CELL_X = 3;
const CELL_Y = 4;

const money = (paise: number) => formatRupees(paiseToRupees(paise));
const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

type Doc = PDFKit.PDFDocument;
type Column = {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLine, n: number) => string;
};

/** The line table's columns: CGST and SGST within the supplier's state, IGST across states. */
function columnsFor(intraState: boolean): Column[] {
  const tax: Column[] = intraState
    ? [
        { title: 'CGST', width: 48, align: 'right', cell: (l) => money(l.cgstPaise) },
        { title: 'SGST', width: 48, align: 'right', cell: (l) => money(l.sgstPaise) },
      ]
    : [{ title: 'IGST', width: 56, align: 'right', cell: (l) => money(l.igstPaise) }];
  const fixed: Column[] = [
    { title: 'HSN', width: 30, align: 'left', cell: (l) => l.hsn },
    { title: 'Qty', width: 22, align: 'right', cell: (l) => String(l.quantity) },
    { title: 'Unit', width: 24, align: 'left', cell: (l) => l.unit },
    { title: 'Rate per piece\n(₹, tax incl.)', width: 58, align: 'right', cell: (l) => money(l.unitPricePaise) },
    { title: 'Taxable value', width: 56, align: 'right', cell: (l) => money(l.taxablePaise) },
    { title: 'GST rate', width: 28, align: 'right', cell: (l) => `${percent.format(l.rate)}%` },
    ...tax,
    { title: 'Total', width: 58, align: 'right', cell: (l) => money(l.totalPaise) },
  ];
  const number: Column = { title: '#', width: 16, align: 'right', cell: (_, n) => String(n) };
  const used = number.width + fixed.reduce((sum, c) => sum + c.width, 0);
  return [number, { title: 'Description', width: WIDTH - used, align: 'left', cell: (l) => l.description }, ...fixed];
}

/** The tallest cell of a row, each cell wrapped to its column. */
function rowHeight(doc: Doc, columns: Column[], texts: string[]): number {
  const tallest = Math.max(
    ...texts.map((text, i) => doc.heightOfString(text, { width: columns[i]!.width - 2 * CELL_X })),
  );
  return tallest + 2 * CELL_Y;
}

function drawRow(doc: Doc, columns: Column[], texts: string[], y: number, height: number): void {
  let x = LEFT;
  texts.forEach((text, i) => {
    const column = columns[i]!;
    doc.text(text, x + CELL_X, y + CELL_Y, { width: column.width - 2 * CELL_X, align: column.align });
    x += column.width;
  });
  rule(doc, y + height);
}

/** A horizontal rule across the page (or from `from`), light unless asked for a heavy one. */
function rule(doc: Doc, y: number, { from = LEFT, heavy = false } = {}): void {
  doc
    .moveTo(from, y)
    .lineTo(RIGHT, y)
    .lineWidth(heavy ? 0.8 : 0.5)
    .strokeColor(heavy ? INK : RULE)
    .stroke();
}

function drawTableHeader(doc: Doc, columns: Column[], y: number): number {
  doc.font(CONDENSED_BOLD).fontSize(TABLE_SIZE).fillColor(INK);
  const titles = columns.map((c) => c.title);
  const height = rowHeight(doc, columns, titles);
  doc.rect(LEFT, y, WIDTH, height).fill(SHADE).fillColor(INK);
  rule(doc, y, { heavy: true });
  drawRow(doc, columns, titles, y, height);
  return y + height;
}

/** A label and its value on one line: "GSTIN: 29AAACT…", the label muted. */
function labelled(doc: Doc, label: string, value: string, x: number, y: number, width: number): number {
  doc.font(SANS).fontSize(8.5).fillColor(MUTED).text(`${label} `, x, y, { width, continued: true });
  doc.fillColor(INK).text(value);
  return doc.y;
}

/** The supplier, the invoice's number, date and order, the buyer and the place of supply. */
/** A credit note (CGST Rule 53) is printed like the invoice it reduces, under its own title. */
const documentTitle = (invoice: InvoiceData) => (invoice.creditNote ? 'Credit Note' : 'Tax Invoice');

function drawHeading(doc: Doc, invoice: InvoiceData): number {
  const { supplier, buyer } = invoice;
  const titleWidth = 140;
  const metaWidth = 250;
  const metaX = RIGHT - metaWidth;
  const supplierWidth = WIDTH - metaWidth - 24;

  doc
    .font(SANS_BOLD)
    .fontSize(18)
    .fillColor(INK)
    .text(documentTitle(invoice), RIGHT - titleWidth, MARGIN, { width: titleWidth, align: 'right' });
  const titleY = doc.y;
  doc.fontSize(13).text(supplier.legalName, LEFT, MARGIN + 3, { width: WIDTH - titleWidth - 12 });
  // The name shoppers know the shop by, when it is not the legal name (GST invoices may show the trade name too).
  if (supplier.tradeName) {
    doc
      .font(SANS)
      .fontSize(9)
      .fillColor(MUTED)
      .text(`Trading as ${supplier.tradeName}`, LEFT, doc.y + 1, {
        width: WIDTH - titleWidth - 12,
      });
    doc.font(SANS_BOLD).fillColor(INK);
  }
  const top = Math.max(titleY, doc.y) + 3;

  doc.font(SANS).fontSize(8.5).fillColor(INK).text(supplier.address, LEFT, top, { width: supplierWidth });
  let supplierY = labelled(doc, 'State:', `${supplier.state} (${supplier.stateCode})`, LEFT, doc.y + 2, supplierWidth);
  supplierY = labelled(doc, 'GSTIN:', supplier.gstin, LEFT, supplierY + 1, supplierWidth);

  // Rule 48: the buyer's copy of an invoice for goods is marked as the original.
  doc
    .font(SANS_BOLD)
    .fontSize(7.5)
    .fillColor(MUTED)
    .text('Original for recipient', metaX, top, { width: metaWidth, align: 'right' });
  let metaY = doc.y + 4;
  const note = invoice.creditNote;
  const meta: (readonly [string, string, string])[] = note
    ? [
        ['Credit note', invoice.number, SANS_BOLD],
        ['Date', formatDate(invoice.date), SANS],
        ['Against', `Invoice ${note.againstNumber} of ${formatDate(note.againstDate)}`, SANS],
        ['Reason', note.reason, SANS],
        ...orderLines(invoice),
      ]
    : [
        ['Invoice no.', invoice.number, SANS_BOLD],
        ['Invoice date', formatDate(invoice.date), SANS],
        ...orderLines(invoice),
      ];
  for (const [label, value, font] of meta) {
    doc.font(SANS).fontSize(8.5).fillColor(MUTED).text(label, metaX, metaY, { width: 62 });
    doc
      .font(font)
      .fillColor(INK)
      .text(value, metaX + 62, metaY, { width: metaWidth - 62, align: 'right' });
    metaY = doc.y + 2;
  }

  let y = Math.max(metaY, supplierY) + 12;
  rule(doc, y, { heavy: true });
  y += 10;

  const half = (WIDTH - 24) / 2;
  doc.font(SANS_BOLD).fontSize(8).fillColor(MUTED).text('Bill to / Ship to', LEFT, y, { width: half });
  doc
    .font(SANS_BOLD)
    .fontSize(10)
    .fillColor(INK)
    .text(buyer.name, LEFT, doc.y + 3, { width: half });
  doc.font(SANS).fontSize(8.5).text(buyer.address, { width: half });
  doc.text(`${buyer.city} – ${buyer.zipCode}`, { width: half });
  let buyerY = labelled(doc, 'State:', `${buyer.state} (${buyer.stateCode})`, LEFT, doc.y, half);
  if (buyer.gstin) buyerY = labelled(doc, 'GSTIN:', buyer.gstin, LEFT, buyerY + 1, half);

  const supplyX = LEFT + half + 24;
  doc.font(SANS_BOLD).fontSize(8).fillColor(MUTED).text('Supply', supplyX, y, { width: half });
  let supplyY = labelled(doc, 'Place of supply:', `${buyer.state} (${buyer.stateCode})`, supplyX, doc.y + 3, half);
  supplyY = labelled(
    doc,
    'Supply type:',
    invoice.intraState ? 'Within the state (CGST + SGST)' : 'Inter-state (IGST)',
    supplyX,
    supplyY + 1,
    half,
  );
  supplyY = labelled(doc, 'Reverse charge:', 'No', supplyX, supplyY + 1, half);

  return Math.max(buyerY, supplyY) + 14;
}

/** The lines, flowing onto further pages with the header repeated. Returns where the table ends. */
function drawLines(doc: Doc, invoice: InvoiceData, top: number): number {
  const columns = columnsFor(invoice.intraState);
  let y = drawTableHeader(doc, columns, top);
  invoice.lines.forEach((line, i) => {
    doc.font(CONDENSED).fontSize(TABLE_SIZE).fillColor(INK);
    const texts = columns.map((c) => c.cell(line, i + 1));
    const height = rowHeight(doc, columns, texts);
    if (y + height > BOTTOM) {
      y = drawTableHeader(doc, columns, continuationPage(doc, invoice));
      doc.font(CONDENSED).fontSize(TABLE_SIZE).fillColor(INK);
    }
    drawRow(doc, columns, texts, y, height);
    y += height;
  });
  rule(doc, y, { heavy: true });
  return y;
}

/** A new page that says whose invoice it continues. Returns where its content starts. */
function continuationPage(doc: Doc, invoice: InvoiceData): number {
  doc.addPage();
  const half = WIDTH / 2;
  doc.font(SANS_BOLD).fontSize(10).fillColor(INK);
  doc.text(`${documentTitle(invoice)} ${invoice.number} (continued)`, LEFT, MARGIN, { width: half, lineBreak: false });
  doc.font(SANS).fontSize(8.5).fillColor(MUTED);
  doc.text(invoice.supplier.legalName, LEFT + half, MARGIN + 1.5, {
    width: half,
    align: 'right',
    lineBreak: false,
    ellipsis: true,
    height: 10,
  });
  return MARGIN + 24;
}

/** The totals, the amount in words and the reverse-charge statement, kept together on one page. */
function drawTotals(doc: Doc, invoice: InvoiceData, top: number): void {
  const { totals } = invoice;
  const taxes: [string, number][] = invoice.intraState
    ? [
        ['CGST', totals.cgstPaise],
        ['SGST', totals.sgstPaise],
      ]
    : [['IGST', totals.igstPaise]];
  const rows: [string, number][] = [['Taxable value', totals.taxablePaise], ...taxes];
  const boxWidth = 210;
  const boxX = RIGHT - boxWidth;
  const wordsWidth = WIDTH - boxWidth - 30;
  doc.font(SANS).fontSize(8.5);
  const wordsHeight = doc.heightOfString(invoice.amountInWords, { width: wordsWidth }) + 14;
  const needed = Math.max(rows.length * 15 + 30, wordsHeight) + 40;
  let y = top + 10;
  if (y + needed > BOTTOM) y = continuationPage(doc, invoice);

  let rowY = y;
  for (const [label, paise] of rows) {
    doc
      .font(SANS)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(label, boxX, rowY, { width: boxWidth / 2 });
    doc.fillColor(INK).text(money(paise), boxX + boxWidth / 2, rowY, { width: boxWidth / 2, align: 'right' });
    rowY += 15;
  }
  rule(doc, rowY, { from: boxX, heavy: true });
  rowY += 6;
  doc
    .font(SANS_BOLD)
    .fontSize(11)
    .fillColor(INK)
    .text('Grand total', boxX, rowY, { width: boxWidth / 2 });
  doc.text(money(totals.totalPaise), boxX + boxWidth / 2, rowY, { width: boxWidth / 2, align: 'right' });
  rowY = doc.y + 4;

  doc.font(SANS_BOLD).fontSize(8.5).fillColor(INK).text('Amount in words:', LEFT, y, { width: wordsWidth });
  doc.font(SANS).text(invoice.amountInWords, LEFT, doc.y + 2, { width: wordsWidth });
  const afterWords = doc.y;

  const noteY = Math.max(rowY, afterWords) + 16;
  doc
    .font(SANS)
    .fontSize(8.5)
    .fillColor(INK)
    .text('Tax is not payable on reverse charge.', LEFT, noteY, { width: WIDTH });
  doc.fillColor(MUTED).text('All prices include GST.', { width: WIDTH });
}

/** On every page: the computer-generated note and the page count. */
function drawFooters(doc: Doc, invoice: InvoiceData): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const y = PAGE_HEIGHT - MARGIN - 10;
    rule(doc, y - 6);
    doc.font(SANS).fontSize(7.5).fillColor(MUTED);
    doc.text(`This is a computer-generated ${invoice.creditNote ? 'credit note' : 'invoice'}.`, LEFT, y, {
      width: WIDTH / 2,
      lineBreak: false,
    });
    doc.text(`${invoice.number} · Page ${i - start + 1} of ${count}`, LEFT + WIDTH / 2, y, {
      width: WIDTH / 2,
      align: 'right',
      lineBreak: false,
    });
  }
}

/** The invoice as a PDF, ready to send as application/pdf. */
/** The order's short number when the document has one ("TT-1042"), then its long id. */
function orderLines(invoice: InvoiceData): (readonly [string, string, string])[] {
  return [
    ...(invoice.orderNumber ? [['Order no.', invoice.orderNumber, SANS_BOLD] as const] : []),
    ['Order ID', invoice.orderId, SANS],
  ];
}

export async function renderInvoicePdf(invoice: InvoiceData): Promise<Buffer> {
  const { fontkit, PDFDocument } = await pdfLibraries();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // No default font: PDFKit loads its Helvetica through its own package's imports map, which from inside the server
    // bundle is looked up in apps/server's and fails.
    font: null as unknown as string,
    bufferPages: true,
    info: {
      Title: `Tax Invoice ${invoice.number}`,
      Author: invoice.supplier.legalName,
      // The invoice's own date, so the same invoice renders to the same bytes.
      CreationDate: new Date(`${invoice.date}T00:00:00+05:30`),
    },
  });
  for (const [name, font] of Object.entries(fonts(fontkit))) {
    // PDFKit takes a parsed fontkit font as it is; its types know only files and bytes.
    doc.registerFont(name, font as unknown as Buffer);
  }
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const tableTop = drawHeading(doc, invoice);
  drawTotals(doc, invoice, drawLines(doc, invoice, tableTop));
  drawFooters(doc, invoice);
  doc.end();
  return done;
}
