// Owns making a GSTR-1 for a period: the shop's GSTIN from Settings (none yet: staff are told to fill it in), the
// period's documents sorted into sections, and the answer as the portal JSON, the CSV zip or the on-screen totals (with
// when the period was last downloaded). Each download is recorded: it is what staff file.
import { filingPeriod, periodDays, type Gstr1Period, type Gstr1Summary } from '@shop/contract/gst-returns';
import type { Reader } from '../../platform/db/database.ts';
import { Conflict } from '../../platform/errors.ts';
import { getSettings } from '../settings/index.ts';
import { periodDocuments } from './gst-return-queries.ts';
import { lastExportOf, recordGstr1Export } from './gstr1-exports.ts';
import { gstr1CsvZip } from './gstr1-csv.ts';
import { gstr1PortalJson } from './gstr1-portal-json.ts';
import { gstr1Sections, type Gstr1Sections } from './gstr1-sections.ts';
import { gstr1Summary } from './gstr1-summary.ts';

export const NO_SHOP_DETAILS =
  "Fill in the shop's details (legal name, address, GSTIN) in Settings first: the return is filed under its GSTIN";

type PeriodReturn = { gstin: string; fp: string; sections: Gstr1Sections };

async function periodReturn(db: Reader, period: Gstr1Period): Promise<PeriodReturn> {
  const shop = (await getSettings(db)).shop;
  if (!shop?.gstin) throw new Conflict(NO_SHOP_DETAILS);
  const sections = gstr1Sections(await periodDocuments(db, periodDays(period)));
  return { gstin: shop.gstin, fp: filingPeriod(period), sections };
}

/** "GSTR1_27AAACT2727Q1ZW_112026.json", as the portal's own downloads are named. */
export const gstr1FileName = (gstin: string, fp: string, extension: 'json' | 'zip') =>
  `GSTR1_${gstin}_${fp}${extension === 'zip' ? '_csv' : ''}.${extension}`;

/** The portal JSON for staff to file, its download recorded as `staffId`'s. */
export async function gstr1Json(db: Reader, period: Gstr1Period, staffId: string | null) {
  const { gstin, fp, sections } = await periodReturn(db, period);
  const json = gstr1PortalJson(sections, { gstin, fp });
  await recordGstr1Export(db, period, staffId);
  return { fileName: gstr1FileName(gstin, fp, 'json'), json };
}

/** The CSV files zipped, for an accountant to file from, their download recorded as `staffId`'s. */
export async function gstr1Zip(db: Reader, period: Gstr1Period, staffId: string | null) {
  const { gstin, fp, sections } = await periodReturn(db, period);
  const zip = gstr1CsvZip(sections);
  await recordGstr1Export(db, period, staffId);
  return { fileName: gstr1FileName(gstin, fp, 'zip'), zip };
}

/** The totals to check on screen (looking is not filing: nothing is recorded). */
export async function gstr1Totals(db: Reader, period: Gstr1Period): Promise<Gstr1Summary> {
  const [{ gstin, fp, sections }, exportedAt] = await Promise.all([periodReturn(db, period), lastExportOf(db, period)]);
  return {
    ...gstr1Summary(sections, { gstin, fp, from: period.from, to: period.to }),
    exported_at: exportedAt?.toISOString() ?? null,
  };
}
