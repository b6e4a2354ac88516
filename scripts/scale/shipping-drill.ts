// Owns the shipping faults during the load, each flipped on every running instance's Shiprocket sandbox (they keep
// their switches in memory, and each instance books through its own): a create whose answer is lost, webhooks sent
// twice, webhooks lost (the parcel sweep must catch up), and the provider down.
import { sandboxControl, sleep, type Instance } from './cluster.ts';
import type { Recorder } from './recorder.ts';

const CONTROL = '/api/sandbox/shiprocket/control';

/** When each drill starts (ms into the load), for how long, and what it flips. */
export const SHIPPING_DRILLS = [
  { at: 10_000, seconds: 10, name: 'create answers lost', switch: 'loseCreateAnswerForSeconds' },
  { at: 22_000, seconds: 18, name: 'webhooks sent twice', switch: 'duplicateWebhooksForSeconds' },
  { at: 34_000, seconds: 14, name: 'webhooks lost', switch: 'loseWebhooksForSeconds' },
  { at: 52_000, seconds: 10, name: 'Shiprocket down (503)', switch: 'downForSeconds' },
] as const;

export type ShippingDrillDone = { name: string; start: number; end: number; refused: string[] };

/** Runs the drills at their times; stops early (without error) when the load stops. */
export async function runShippingDrills(http: Recorder, instances: Instance[], stopped: () => boolean) {
  const done: ShippingDrillDone[] = [];
  for (const drill of SHIPPING_DRILLS) {
    await sleep(Math.max(0, drill.at - http.now()));
    if (stopped()) break;
    const start = http.now();
    const refused = await sandboxControl(instances, { [drill.switch]: drill.seconds }, CONTROL);
    done.push({ name: drill.name, start, end: start + drill.seconds * 1000, refused });
    console.log(
      `  ${(start / 1000).toFixed(1)} s: shipping drill, ${drill.name} for ${drill.seconds} s` +
        (refused.length ? ` (refused: ${refused.join('; ')})` : ''),
    );
  }
  return done;
}
