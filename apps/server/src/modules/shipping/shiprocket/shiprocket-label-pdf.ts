// Owns how the Shiprocket sandbox's shipping labels and manifests look on paper: a 4×6 inch page a parcel (Code 128
// barcodes of the AWB and the order number, ship-to, return address, COD or PREPAID, weight, box, items), and an A4
// manifest listing the shipments handed over. ₹ comes from DejaVu Sans, as on the tax invoice (invoices/invoice-pdf.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFKitDocument from 'pdfkit';
import type * as BwipJs from 'bwip-js';
import { formatRupees } from '@shop/contract/money';
import { istDateTime } from './shiprocket-dates.ts';
import type { SandboxOrder } from './shiprocket-sandbox-entities.ts';

const packageFile = createRequire(import.meta.url).resolve;
let fontFiles: { sans: Buffer; bold: Buffer } | undefined;
const loadFonts = () =>
  (fontFiles ??= {
    sans: readFileSync(packageFile('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(packageFile('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  });

/** PDFKit and bwip-js, loaded with the first label: a shop that never prints one never loads them. */
let libraries: Promise<{ PDFDocument: typeof PDFKitDocument; bwip: typeof BwipJs }> | undefined;
const pdfLibraries = () =>
  (libraries ??= Promise.all([import('pdfkit'), import('bwip-js')]).then(([pdfkit, bwip]) => ({
    PDFDocument: pdfkit.default,
    bwip: bwip.default as unknown as typeof BwipJs,
  })));

type Doc = PDFKit.PDFDocument;
const INCH = 72;

async function document(size: [number, number] | 'A4', title: string) {
  const { PDFDocument, bwip } = await pdfLibraries();
  const doc = new PDFDocument({ size, margin: 14, font: null as unknown as string, info: { Title: title } });
  const fonts = loadFonts();
  doc.registerFont('sans', fonts.sans);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const barcode = (text: string, height: number) =>
    bwip.toBuffer({ bcid: 'code128', text, scale: 3, height, includetext: true, textxalign: 'center', textsize: 9 });
  return { doc, done, barcode };
}

const addressLines = (a: SandboxOrder['to']) =>
  `${a.name}\n${a.address}\n${a.city}, ${a.state} ${a.pincode}\nPhone: ${a.phone}`;

async function drawLabel(doc: Doc, barcode: (text: string, height: number) => Promise<Buffer>, o: SandboxOrder) {
  const W = 4 * INCH;
  const left = 14;
  const width = W - 28;
  const rule = (at: number) =>
    doc
      .moveTo(left, at)
      .lineTo(W - 14, at)
      .stroke();
  let y = 14;
  doc
    .font('bold')
    .fontSize(13)
    .text(o.courier_name ?? 'Courier', left, y, { width, align: 'left' });
  doc
    .font('sans')
    .fontSize(8)
    .text(o.is_return ? 'RETURN PICKUP' : 'Shiprocket', left, y + 3, { width, align: 'right' });
  y += 22;
  doc.image(await barcode(o.awb ?? '', 14), left + 20, y, { fit: [width - 40, 62], align: 'center' });
  y += 66;
  doc.font('bold').fontSize(8).text(`AWB ${o.awb}`, left, y, { width, align: 'center' });
  y += 14;
  rule(y);
  y += 5;
  doc.font('bold').fontSize(9).text('Ship to', left, y);
  doc
    .font('sans')
    .fontSize(9)
    .text(addressLines(o.to), left, y + 12, { width });
  y += 12 + doc.heightOfString(addressLines(o.to), { width }) + 4;
  doc.font('bold').fontSize(16).text(o.to.pincode, left, y, { width, align: 'right' });
  rule(y + 20);
  y += 25;
  const cod = o.payment_method === 'COD' && o.cod_amount > 0;
  doc
    .font('bold')
    .fontSize(cod ? 17 : 22)
    .text(cod ? `COD: collect ${formatRupees(o.cod_amount)}` : 'PREPAID', left, y, {
      width,
      align: 'center',
    });
  y += 28;
  doc.font('sans').fontSize(8);
  doc.text(`Weight: ${o.weight} kg   Dimensions: ${o.length} × ${o.breadth} × ${o.height} cm`, left, y, { width });
  y += 12;
  const items = o.items.map((i) => `${i.units} × ${i.name} (${i.sku})`).join('\n');
  doc.text(items, left, y, { width, height: 40, ellipsis: true });
  y += Math.min(doc.heightOfString(items, { width }), 40) + 4;
  rule(y);
  y += 4;
  const orderNumber = o.invoice_number || o.channel_order_id;
  doc.font('bold').fontSize(10).text(`Order ${orderNumber}`, left, y, { width });
  y += 13;
  doc.image(await barcode(orderNumber, 8), left, y, { fit: [width * 0.6, 34] });
  doc
    .font('sans')
    .fontSize(6)
    .text(`Channel order id\n${o.channel_order_id}`, left + width * 0.62, y + 2, {
      width: width * 0.38,
    });
  y += 40;
  rule(y);
  y += 4;
  const returnTo = 'If undelivered, return to';
  doc
    .font('bold')
    .fontSize(7)
    .text(o.company_name ? `Shipped by ${o.company_name}. ${returnTo}` : returnTo, left, y);
  doc
    .font('sans')
    .fontSize(7)
    .text(addressLines(o.from), left, y + 9, { width });
}

/** One 4×6 inch page per shipment, in the order given. */
export async function renderLabelsPdf(orders: SandboxOrder[]): Promise<Uint8Array> {
  const { doc, done, barcode } = await document([4 * INCH, 6 * INCH], `Shipping labels (${orders.length})`);
  for (const [index, order] of orders.entries()) {
    if (index > 0) doc.addPage({ size: [4 * INCH, 6 * INCH], margin: 14 });
    await drawLabel(doc, barcode, order);
  }
  doc.end();
  return done;
}

/** The manifest the courier signs at pickup: every shipment handed over, with its AWB, order and COD. */
export async function renderManifestPdf(orders: SandboxOrder[]): Promise<Uint8Array> {
  const { doc, done } = await document('A4', 'Manifest');
  doc.font('bold').fontSize(16).text('Manifest', 40, 40);
  doc
    .font('sans')
    .fontSize(9)
    .text(`Generated ${istDateTime(new Date())} IST · ${orders.length} shipments`, 40, 62);
  const couriers = [...new Set(orders.map((o) => o.courier_name))].join(', ');
  doc.text(`Courier: ${couriers}   Pickup: ${orders[0]?.pickup_location ?? ''}`, 40, 76);
  const columns = [
    ['#', 24],
    ['AWB', 110],
    ['Order', 90],
    ['Ship to', 150],
    ['Pincode', 55],
    ['Payment', 86],
  ] as const;
  let y = 100;
  let x = 40;
  doc.font('bold').fontSize(8.5);
  for (const [title, width] of columns) {
    doc.text(title, x, y, { width });
    x += width;
  }
  doc.font('sans');
  for (const [index, o] of orders.entries()) {
    y += 18;
    if (y > 760) {
      doc.addPage();
      y = 40;
    }
    const cells = [String(index + 1), o.awb ?? '', o.invoice_number || o.channel_order_id, o.to.name, o.to.pincode,
      o.payment_method === 'COD' ? `COD ${formatRupees(o.cod_amount)}` : 'Prepaid']; // prettier-ignore
    x = 40;
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: columns[i]![1] - 4, lineBreak: false, ellipsis: true });
      x += columns[i]![1];
    });
  }
  y += 50;
  doc.font('sans').fontSize(9).text('Handed over by (seller): ____________________', 40, y);
  doc.text('Received by (courier): ____________________', 300, y);
  doc.end();
  return done;
}
