// Owns measure 6: how soon the shop is ready when it starts again on an embedded database (DATA_DIR) that already
// holds the demo catalogue, and its resident memory — idle, and at the peak of the listing load measure 3 runs.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { median, ms, type MeasureResult, type Row } from './results.ts';
import { rssMb, sleep, startShop } from './shop.ts';

const STARTS = 3;
const BUDGET = { readyMs: 2000, idleMb: 150, loadMb: 300 };
/** How long the shop is left alone before its idle memory is read. */
export const SETTLE_MS = 3000;

export async function measureEmbeddedStart(workDir: string, webDist: string): Promise<MeasureResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-embedded-'));
  const logFile = path.join(workDir, 'shop-embedded.log');
  const env = { DATA_DIR: dataDir, SEED_DEMO: '1', WEB_DIST: webDist };
  try {
    // The first start migrates and loads the demo catalogue; the ones after it are what a restart costs.
    const first = await startShop({ env, logFile });
    await first.stop();
    const readyMs: number[] = [];
    let idleMb = NaN;
    for (let i = 0; i < STARTS; i += 1) {
      const shop = await startShop({ env, logFile });
      readyMs.push(shop.readyMs);
      if (i === 0) {
        await sleep(SETTLE_MS);
        idleMb = rssMb(shop.pid);
      }
      await shop.stop();
    }
    const ready = median(readyMs);
    return {
      rows: [
        {
          measure: '6 ready after start, embedded database with the demo catalogue',
          value: `${ms(ready)} (median of ${STARTS}: ${readyMs.map((v) => ms(v)).join(', ')}; first start ${ms(first.readyMs)})`,
          budget: `≤ ${BUDGET.readyMs / 1000} s`,
          pass: ready <= BUDGET.readyMs,
        },
        {
          measure: '6 resident memory idle, embedded database',
          value: `${idleMb.toFixed(0)} MB`,
          budget: 'reported',
          pass: undefined,
        },
      ],
      notes: [],
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The memory rows, for the shop on PostgreSQL that serves every other measure. */
export function memoryRows(idleMb: number, listingPeakMb: number): Row[] {
  return [
    {
      measure: '6 resident memory idle (PostgreSQL, 10,000 products)',
      value: `${idleMb.toFixed(0)} MB`,
      budget: `≤ ${BUDGET.idleMb} MB`,
      pass: idleMb <= BUDGET.idleMb,
    },
    {
      measure: '6 resident memory peak under the listing load',
      value: Number.isNaN(listingPeakMb) ? 'not measured' : `${listingPeakMb.toFixed(0)} MB`,
      budget: `≤ ${BUDGET.loadMb} MB`,
      pass: listingPeakMb <= BUDGET.loadMb,
    },
  ];
}
