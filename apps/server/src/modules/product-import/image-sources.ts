// Owns where an imported product's pictures come from: the shop's own uploads (kept as they are), a zip of images
// uploaded beside the CSV (by file name), or a web address the shop downloads, safely, and stores as an upload.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { unzipSync } from 'fflate';
import { isUploadedImage } from '@shop/contract/images';
import { MAX_IMAGE_BYTES } from '../../platform/image-store.ts';

export type ImageSource =
  { kind: 'uploaded'; url: string } | { kind: 'zip'; name: string } | { kind: 'remote'; url: string };

/** A zip of images: each file by its own name (folders ignored), read only when its picture is needed. */
export type ImageZip = { names: Map<string, string>; read(name: string): Buffer | undefined };

const IMAGE_FILE = /\.(jpe?g|png|webp|gif|avif|heic|heif|svg|tiff?)$/i;
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Opens a zip's directory without inflating it; undefined when the bytes are not a zip. */
export function openImageZip(bytes: Buffer): ImageZip | undefined {
  const names = new Map<string, string>();
  try {
    // A filter that keeps nothing lists every entry without inflating any.
    unzipSync(bytes, {
      filter: (file) => {
        const name = baseName(file.name);
        if (IMAGE_FILE.test(name) && !file.name.startsWith('__MACOSX/') && !names.has(name)) names.set(name, file.name);
        return false;
      },
    });
  } catch {
    return undefined;
  }
  return {
    names,
    read(name) {
      const path = names.get(name);
      if (!path) return undefined;
      // An entry inflating past the image limit is refused by its declared size, before it is inflated.
      const files = unzipSync(bytes, { filter: (file) => file.name === path && file.originalSize <= MAX_IMAGE_BYTES });
      const data = files[path];
      return data ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : undefined;
    },
  };
}

/**
 * Where a picture named in the file comes from, or the reason it cannot be had. The shop's own uploads are kept as
 * they are; a file of that name in the zip wins over downloading; other web addresses are downloaded.
 */
export function imageSourceOf(
  cell: string,
  { publicUrl, zip }: { publicUrl: string; zip: ImageZip | undefined },
): ImageSource | { problem: string } {
  if (isUploadedImage(cell)) return { kind: 'uploaded', url: cell };
  let url: URL | undefined;
  try {
    url = new URL(cell);
  } catch {
    url = undefined;
  }
  if (url && url.origin === new URL(publicUrl).origin && isUploadedImage(url.pathname)) {
    return { kind: 'uploaded', url: url.pathname };
  }
  const name = decodeURIComponent(baseName(url ? url.pathname : cell.split(/[?#]/)[0]!));
  if (zip?.names.has(name)) return { kind: 'zip', name };
  if (url && (url.protocol === 'http:' || url.protocol === 'https:')) return { kind: 'remote', url: url.href };
  if (!url) {
    return {
      problem: zip
        ? `the zip of images has no file named ${name}`
        : 'it is not a web address (http or https): give one, or upload a zip of the images',
    };
  }
  return { problem: 'the shop downloads pictures only from http or https addresses' };
}

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** Refuses a host that is, or resolves to, an address inside our own network (the shop must not fetch from there). */
async function checkHost(hostname: string) {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((found) => found.address);
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
    throw new Error('that address is inside a private network, which the shop does not download from');
  }
}

export type DownloadOptions = { allowPrivate: boolean; timeoutMs?: number };

/**
 * Downloads one picture: http or https only, at most MAX_IMAGE_BYTES, within 10 seconds for the whole of it, following
 * up to three redirects (each checked). Throws an Error whose message says why in plain words.
 */
export async function downloadImage(address: string, { allowPrivate, timeoutMs = 10_000 }: DownloadOptions) {
  const signal = AbortSignal.timeout(timeoutMs);
  let url = new URL(address);
  for (let hop = 0; hop <= 3; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('it is not an http or https address');
    if (!allowPrivate) await checkHost(url.hostname);
    let response: Response;
    try {
      response = await fetch(url, { signal, redirect: 'manual', headers: { accept: 'image/*' } });
    } catch (error) {
      throw new Error(
        signal.aborted
          ? 'it did not download within 10 seconds'
          : `it could not be reached (${(error as Error).message})`,
        { cause: error },
      );
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      url = new URL(location, url);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`its server answered ${response.status}`);
    }
    if (Number(response.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES) {
      await response.body?.cancel();
      throw new Error('it is larger than 5 MB');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of response.body ?? []) {
        size += chunk.byteLength;
        if (size > MAX_IMAGE_BYTES) throw new Error('it is larger than 5 MB');
        chunks.push(Buffer.from(chunk));
      }
    } catch (error) {
      if (signal.aborted) throw new Error('it did not download within 10 seconds', { cause: error });
      throw error;
    }
    return Buffer.concat(chunks);
  }
  throw new Error('it redirects more than three times');
}
