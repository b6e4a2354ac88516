// Owns the refunds' fault drill: the provider stalls mid-refund (the refund is made, its answer held past our timeout),
// webhooks are lost for a while, and one instance is SIGKILLed while refunds it asked for are in flight: made at the
// provider, their answers not yet recorded. The surviving instances' sweeps must finish them, each exactly once.
import { killInstance, sandboxControl, sleep, withDb, type Instance } from './cluster.ts';
import { inFlightRefunds } from './refund-checks.ts';
import type { Recorder } from './recorder.ts';
import type { StaffBot } from './staff-bot.ts';

export const REFUND_STALL_SECONDS = 14;
export const WEBHOOKS_LOST_SECONDS = 25;
/** Refunds asked straight of the instance that is then killed. */
const BURST = 6;

export type RefundDrill = {
  stalledAt: number;
  killedAt: number;
  /** Refunds asked of the victim just before it was killed. */
  asked: number;
  /** Of those, made at the provider with their answer still held when the instance died (-1: the database did not say). */
  inFlight: number;
};

export async function stallAndCrashMidRefund(input: {
  http: Recorder;
  instances: Instance[];
  victim: Instance;
  staff: StaffBot;
  dbUrl: string;
}): Promise<RefundDrill> {
  const { http, instances, victim, staff, dbUrl } = input;
  const stalledAt = http.now();
  const refused = await sandboxControl(instances, {
    stallRefundsForSeconds: REFUND_STALL_SECONDS,
    loseWebhooksForSeconds: WEBHOOKS_LOST_SECONDS,
  });
  for (const line of refused) console.log(`  !! sandbox control refused: ${line}`);
  console.log(
    `  ${(stalledAt / 1000).toFixed(1)} s: the provider stalls mid-refund for ${REFUND_STALL_SECONDS} s, webhooks lost for ${WEBHOOKS_LOST_SECONDS} s`,
  );
  const ids = await staff.burst(victim.url, BURST);
  // Each is asked of the provider as soon as it is written; the provider makes it and holds the answer for 12 s.
  await sleep(2000);
  const inFlight = await withDb(dbUrl, (db) => inFlightRefunds(db, ids)).catch(() => -1);
  const killedAt = http.now();
  await killInstance(victim, 'SIGKILL');
  console.log(
    `  ${(killedAt / 1000).toFixed(1)} s: instance ${victim.index + 1} killed (SIGKILL) with ${inFlight} of the ${ids.length} refunds ` +
      'asked of it made at the provider and their answers unrecorded; it stays down while the others sweep',
  );
  return { stalledAt, killedAt, asked: ids.length, inFlight };
}
