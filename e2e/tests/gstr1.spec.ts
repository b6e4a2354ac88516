// Staff make this month's GSTR-1 (issue 31): a shopper in Kolkata pays online (a tax invoice this month), staff open
// Reports, pick the month in progress, check the totals on screen and download the JSON for the GST portal.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { addInStockToCart, DEMO, newShopper, signIn } from '../support/shop.ts';

/** The shop's details as the cash-on-delivery journey fills them in, when no journey before this one has. */
const SHOP = {
  legal_name: 'Thread and Tote Retail Private Limited',
  address: '12 Brigade Road, Bengaluru 560001',
  state_code: '29',
  gstin: '29AAPFU0939F1ZR',
  invoice_prefix: 'TT',
};

/** Invoices need the shop's GSTIN: fill the details in through Settings' API unless they are there; answers the GSTIN. */
async function shopGstin(staff: Page): Promise<string> {
  const { data } = await (await staff.request.get('/api/admin/settings')).json();
  if (data.shop) return data.shop.gstin as string;
  const saved = await staff.request.put('/api/admin/settings', { data: { ...data, shop: SHOP } });
  expect(saved.status()).toBe(200);
  return SHOP.gstin;
}

/** The month now in India, as the return names it (MMYYYY) and as the period list shows it. */
function thisMonth() {
  const india = new Date(Date.now() + 330 * 60_000);
  const month = String(india.getUTCMonth() + 1).padStart(2, '0');
  const year = String(india.getUTCFullYear());
  const name = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(india);
  return { fp: `${month}${year}`, label: `${name} (so far)` };
}

test('staff pick this month in Reports, check the GSTR-1 totals and download the JSON for the GST portal', async ({
  page,
  browser,
}) => {
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, DEMO.admin);
  await expect(staff).toHaveURL(/\/admin\/dashboard$/);
  const gstin = await shopGstin(staff);

  // A shopper in Kolkata (West Bengal, 19) pays online: the order's tax invoice is dated this month.
  await newShopper(page, 'Ishita Bose');
  const address = await page.request.post('/api/shop/address/add', {
    data: {
      address_line1: '9 Park Street',
      address_line2: 'Near the metro',
      city: 'Kolkata',
      state: 'West Bengal',
      zip_code: '700016',
      country: 'India',
      landmark: 'Metro gate 2',
      phone: '9830012345',
      notes: 'Weekdays only',
    },
  });
  expect(address.status()).toBe(201);
  await addInStockToCart(page, 'women', 1, 5);
  await page.goto('/shop/checkout');
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: /Pay with Razorpay/ }).click();
  await page.getByRole('dialog', { name: 'Thread & Tote' }).getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/payment-success\?orderId=/);

  // Staff open Reports from the navigation and pick the month in progress.
  await staff.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reports' }).click();
  await expect(staff.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const { fp, label } = thisMonth();
  await staff.getByRole('combobox', { name: 'Period' }).selectOption({ label });
  await expect(staff.getByText(`return period ${fp}`)).toBeVisible();

  // The totals: the Kolkata sale is a small inter-state one, so B2C others has it, and the net is not nothing.
  const totals = staff.getByRole('table', { name: 'GSTR-1 totals by section' });
  const b2cs = totals.getByRole('row', { name: /B2C others/ });
  await expect(b2cs.getByRole('cell').first()).not.toHaveText('0');
  const net = totals.getByRole('row', { name: /Net: invoices less credit notes/ });
  await expect(net.getByRole('cell').last()).not.toHaveText('₹0.00');

  const download = staff.waitForEvent('download');
  await staff.getByRole('link', { name: 'Download JSON for the GST portal' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`GSTR1_${gstin}_${fp}.json`);
  const json = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(json).toMatchObject({ gstin, fp });
  expect(json.b2cs).toEqual(expect.arrayContaining([expect.objectContaining({ pos: '19', typ: 'OE' })]));
  expect(json.doc_issue.doc_det[0]).toMatchObject({ doc_num: 1, doc_typ: 'Invoices for outward supply' });
});
