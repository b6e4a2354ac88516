// Owns the zip of pictures uploaded beside an import's CSV: its directory read without inflating anything, and each
// picture inflated off the main thread, stopped at the size its entry declares, and checked against its CRC.
import { Worker } from 'node:worker_threads';
import { MAX_IMAGE_BYTES } from '../../platform/image-store.ts';

/** A zip of images: each file by its own name (folders ignored), read only when its picture is needed. */
export type ImageZip = { names: Map<string, string>; read(name: string): Promise<Buffer> };

type Entry = { method: number; crc: number; compressedSize: number; size: number; localOffset: number };

const IMAGE_FILE = /\.(jpe?g|png|webp|gif|avif|heic|heif|svg|tiff?)$/i;
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
/** Deflate makes no file much larger than it is: a picture of 5 MB never needs more than this, compressed. */
const MAX_COMPRESSED_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
const STORED = 0;
const DEFLATED = 8;

/** Opens a zip's directory without inflating it; undefined when the bytes are not a zip. */
export function openImageZip(bytes: Buffer): ImageZip | undefined {
  const entries = centralDirectory(bytes);
  if (!entries) return undefined;
  const names = new Map<string, string>();
  for (const path of entries.keys()) {
    const name = baseName(path);
    if (IMAGE_FILE.test(name) && !path.startsWith('__MACOSX/') && !names.has(name)) names.set(name, path);
  }
  return {
    names,
    async read(name) {
      const entry = entries.get(names.get(name) ?? '');
      if (!entry) throw new Error('it is missing from the zip');
      // Refused by its declared sizes before anything is inflated; the inflating then stops at the declared size.
      if (entry.size > MAX_IMAGE_BYTES || entry.compressedSize > MAX_COMPRESSED_BYTES) {
        throw new Error('it is larger than 5 MB');
      }
      if (entry.method !== STORED && entry.method !== DEFLATED) {
        throw new Error('it is compressed in a way the shop cannot read: zip it again with the usual settings');
      }
      const data = entryData(bytes, entry);
      if (!data) throw new Error('it is damaged in the zip');
      return inflateOffTheMainThread({ data, method: entry.method, size: entry.size, crc: entry.crc });
    },
  };
}

/** The zip's central directory by path (zip64 included), or undefined when the bytes are not a readable zip. */
function centralDirectory(bytes: Buffer): Map<string, Entry> | undefined {
  const end = endOfCentralDirectory(bytes);
  if (end === undefined) return undefined;
  let count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (offset === 0xffffffff || count === 0xffff) {
    const locator = end - 20;
    if (locator < 0 || bytes.readUInt32LE(locator) !== 0x07064b50) return undefined;
    const zip64End = Number(bytes.readBigUInt64LE(locator + 8));
    if (zip64End + 56 > bytes.length || bytes.readUInt32LE(zip64End) !== 0x06064b50) return undefined;
    count = Number(bytes.readBigUInt64LE(zip64End + 32));
    offset = Number(bytes.readBigUInt64LE(zip64End + 48));
  }
  const entries = new Map<string, Entry>();
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return undefined;
    const flags = bytes.readUInt16LE(offset + 8);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const nameStart = offset + 46;
    if (nameStart + nameLength + extraLength > bytes.length) return undefined;
    const path = bytes.toString(flags & 0x800 ? 'utf8' : 'latin1', nameStart, nameStart + nameLength);
    const entry: Entry = {
      method: bytes.readUInt16LE(offset + 10),
      crc: bytes.readUInt32LE(offset + 16),
      compressedSize: bytes.readUInt32LE(offset + 20),
      size: bytes.readUInt32LE(offset + 24),
      localOffset: bytes.readUInt32LE(offset + 42),
    };
    readZip64Sizes(bytes.subarray(nameStart + nameLength, nameStart + nameLength + extraLength), entry);
    // An encrypted entry (flag bit 0) cannot be read; it stays out of the list, as a file the zip does not have.
    if (!(flags & 1) && !entries.has(path)) entries.set(path, entry);
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return entries;
}

function endOfCentralDirectory(bytes: Buffer): number | undefined {
  // The record is 22 bytes and ends the file, after a comment of at most 65,535 bytes.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) return at;
  }
  return undefined;
}

/** A zip64 entry keeps its large sizes and offset in an extra field (0x0001), in this order, for each one maxed out. */
function readZip64Sizes(extra: Buffer, entry: Entry) {
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== 0x0001) continue;
    let field = at + 4;
    for (const key of ['size', 'compressedSize', 'localOffset'] as const) {
      if (entry[key] !== 0xffffffff || field + 8 > extra.length) continue;
      entry[key] = Number(extra.readBigUInt64LE(field));
      field += 8;
    }
  }
}

/** The entry's compressed bytes, found through its local header (whose own name and extra field may differ). */
function entryData(bytes: Buffer, entry: Entry): Buffer | undefined {
  const header = entry.localOffset;
  if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== 0x04034b50) return undefined;
  const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  if (start + entry.compressedSize > bytes.length) return undefined;
  return bytes.subarray(start, start + entry.compressedSize);
}

type InflateJob = { data: Buffer; method: number; size: number; crc: number };

/**
 * Runs in the worker, as plain JavaScript (the server bundle has no file of its own to start it from). zlib stops with
 * an error as soon as the output passes maxOutputLength, so an entry declaring 100 bytes and holding gigabytes of
 * zeros costs a few kilobytes of inflating, and never the main thread's time.
 */
const INFLATER = `
const { parentPort } = require('node:worker_threads');
const zlib = require('node:zlib');
parentPort.on('message', ({ id, data, method, size, crc }) => {
  try {
    const out = method === 0 ? Buffer.from(data) : zlib.inflateRawSync(data, { maxOutputLength: Math.max(size, 1) });
    if (out.length !== size || zlib.crc32(out) !== crc) throw new Error('damaged');
    parentPort.postMessage({ id, picture: out });
  } catch {
    parentPort.postMessage({ id, damaged: true });
  }
});
`;

type Answer = { id: number; picture?: Uint8Array; damaged?: true };
let inflater: { worker: Worker; waiting: Map<number, (answer: Answer) => void> } | undefined;
let nextId = 0;

/** One worker for the whole process, started with the first picture, keeping the process alive only while it works. */
function startInflater() {
  const worker = new Worker(INFLATER, { eval: true });
  const waiting = new Map<number, (answer: Answer) => void>();
  worker.on('message', (answer: Answer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
    if (waiting.size === 0) worker.unref();
  });
  worker.on('exit', () => {
    for (const [id, answer] of waiting) answer({ id, damaged: true });
    if (inflater?.worker === worker) inflater = undefined;
  });
  return { worker, waiting };
}

async function inflateOffTheMainThread(job: InflateJob): Promise<Buffer> {
  inflater ??= startInflater();
  const { worker, waiting } = inflater;
  const id = nextId++;
  const answer = await new Promise<Answer>((resolve) => {
    waiting.set(id, resolve);
    worker.ref();
    worker.postMessage({ id, ...job });
  });
  if (!answer.picture) throw new Error('it is damaged in the zip: its size or checksum is not what the zip says');
  return Buffer.from(answer.picture.buffer, answer.picture.byteOffset, answer.picture.byteLength);
}
