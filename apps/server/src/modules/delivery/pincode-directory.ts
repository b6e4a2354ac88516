// Owns the pincode directory: where each of India's pincodes is (city, district, state), read from the shipped
// pincodes.tsv on first use and kept in memory (decision 018).
import { readFile } from 'node:fs/promises';
import { INDIAN_STATES, type IndianState } from '@shop/contract/india';
import { PINCODE_DIRECTORY } from '../../server-files.ts';

export type PincodePlace = { city: string; district: string; state: IndianState };

type Directory = { places: PincodePlace[]; placeOfPincode: Map<number, number> };

let loading: Promise<Directory> | undefined;

/** Parses pincodes.tsv: comment lines, then places (state code, district, city), then pincodes (pincode, place). */
export function parseDirectory(text: string): Directory {
  const places: PincodePlace[] = [];
  // Number keys and values stay small integers inside the Map: about 19,500 entries, well under a megabyte.
  const placeOfPincode = new Map<number, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const fields = line.split('\t');
    if (fields.length === 3) {
      const state = INDIAN_STATES.find((s) => s.code === fields[0]);
      if (!state) throw new Error(`pincodes.tsv names an unknown state code: ${line}`);
      places.push({ state, district: fields[1]!, city: fields[2]! });
    } else {
      placeOfPincode.set(Number(fields[0]), Number(fields[1]));
    }
  }
  return { places, placeOfPincode };
}

function directory(): Promise<Directory> {
  loading ??= readFile(PINCODE_DIRECTORY, 'utf8').then(parseDirectory, (error: unknown) => {
    loading = undefined; // a failed read is tried again on the next check, not remembered
    throw error;
  });
  return loading;
}

/** Where a pincode is, or undefined for one India Post does not list. */
export async function placeOfPincode(pincode: string): Promise<PincodePlace | undefined> {
  if (!/^[1-9]\d{5}$/.test(pincode)) return undefined;
  const { places, placeOfPincode } = await directory();
  const index = placeOfPincode.get(Number(pincode));
  return index === undefined ? undefined : places[index];
}
