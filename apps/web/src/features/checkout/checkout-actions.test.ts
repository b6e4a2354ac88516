// Checks what checkout's order form posts without JavaScript says about a GST invoice and WhatsApp: only a ticked box
// asks for the invoice (fields left typed and unticked ask for nothing), in the page's own words when they are wrong.
import { gstinCheckCharacter } from '@shop/contract/india';
import { describe, expect, it } from 'vitest';
import { businessBuyerProblem } from '#web/features/checkout/business-invoice.tsx';
import { postedPayment } from '#web/features/checkout/checkout-actions.ts';

const GSTIN = '27AAPFU0939F1Z' + gstinCheckCharacter('27AAPFU0939F1Z');
const read = (fields: Record<string, string>) => (name: string) => fields[name]?.trim() ?? '';

describe('checkout’s form posted without JavaScript', () => {
  it('asks for a GST invoice only with its box ticked, and takes the WhatsApp box as ticked', () => {
    const typed = { address_id: 'a1', buyer_gstin: GSTIN, buyer_business_name: 'Kulkarni Traders' };
    expect(postedPayment(read(typed))).toMatchObject({ businessInvoice: null, whatsappOptIn: false });
    expect(postedPayment(read({ ...typed, gst_invoice: 'on', whatsapp_opt_in: 'on' }))).toMatchObject({
      businessInvoice: { gstin: GSTIN, businessName: 'Kulkarni Traders' },
      whatsappOptIn: true,
    });
  });

  it('says what stops a GST invoice with the words the page says under its fields', () => {
    expect(businessBuyerProblem('', 'Kulkarni Traders')).toBe('Enter the business’s GSTIN');
    expect(businessBuyerProblem(` ${GSTIN.toLowerCase()} `, '')).toBe(
      'Give the business name that goes with the GSTIN',
    );
    expect(businessBuyerProblem(GSTIN, 'Kulkarni Traders')).toBeUndefined();
  });
});
