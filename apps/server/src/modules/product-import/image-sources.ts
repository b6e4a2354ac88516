// Owns where an imported product's pictures come from: the shop's own uploads (kept as they are), a zip of images
// uploaded beside the CSV (by file name), or a web address the shop downloads, safely, and stores as an upload.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Dispatcher } from 'undici';
import { isUploadedImage } from '@shop/contract/images';
import { MAX_IMAGE_BYTES } from '../../platform/image-store.ts';
import type { ImageZip } from './image-zip.ts';

export type ImageSource =
  { kind: 'uploaded'; url: string } | { kind: 'zip'; name: string } | { kind: 'remote'; url: string };

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

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

/** Looks a host name up to its addresses; tests give their own, so no name is looked up off this machine. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

const resolveByDns: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true })).map((found) => found.address);

/**
 * Whether the shop may connect to an address: only what ipaddr.js calls `unicast` (not private, loopback, reserved,
 * test, NAT64 or any other special range), and for IPv6 only inside the global unicast block 2000::/3, which leaves out
 * the old IPv4-compatible ::a.b.c.d that ipaddr.js still counts as unicast. An IPv4-mapped address is judged as IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST_V6);
}
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

type LookupCallback = (
  error: Error | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

/**
 * The connection's own lookup: the name is resolved once, every address it gives is checked, and the socket connects
 * to one of those very addresses, so a name that answers a public address to a check and a private one to the
 * connection (DNS rebinding) has nowhere to slip through.
 */
function checkedLookup(resolve: ResolveHost, allowed: (address: string) => boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.length === 0 ? 'no address' : addresses.find((address) => !allowed(address));
        if (refused) {
          callback(new Error(`${hostname} resolves to ${refused}, which the shop does not download from`), '');
          return;
        }
        const found = addresses.map((address) => ({ address, family: isIP(address) }));
        if (options.all) callback(null, found);
        else callback(null, found[0]!.address, found[0]!.family);
      },
      (error: unknown) => callback(error as Error, ''),
    );
  };
}

export type DownloadOptions = {
  /** Test and development only: pictures served from this machine (127.0.0.1, ::1) may be downloaded too. */
  allowLoopback?: boolean;
  /** Tests only: how host names are looked up (the system's resolver otherwise). */
  resolve?: ResolveHost;
  timeoutMs?: number;
};

/** The addresses a download may connect to: public ones, and this machine's own in test and development. */
const allowedBy =
  ({ allowLoopback = false }: DownloadOptions) =>
  (address: string) =>
    isPublicAddress(address) ||
    (allowLoopback && ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback');

/** undici is loaded with the first download (kept out of the server bundle), one agent for each of the shop's rules. */
const agents = new Map<boolean, Promise<Dispatcher>>();
function agentFor(options: DownloadOptions): Promise<Dispatcher> {
  const create = async () => {
    const { Agent } = await import('undici');
    return new Agent({ connect: { lookup: checkedLookup(options.resolve ?? resolveByDns, allowedBy(options)) } });
  };
  // A test's own resolver gets an agent of its own; the shop's rules share one each, keeping connections alive.
  if (options.resolve) return create();
  const key = options.allowLoopback ?? false;
  if (!agents.has(key)) agents.set(key, create());
  return agents.get(key)!;
}

/**
 * Downloads one picture: http or https only, at most MAX_IMAGE_BYTES, within 10 seconds for the whole of it, following
 * up to three redirects, connecting only to public addresses. Throws an Error saying why, for the log: staff are told
 * only that the picture could not be downloaded, so a file's author learns nothing of what answers inside our network.
 */
export async function downloadImage(address: string, options: DownloadOptions = {}) {
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  const { fetch } = await import('undici');
  const dispatcher = await agentFor(options);
  const allowed = allowedBy(options);
  let url = new URL(address);
  for (let hop = 0; hop <= 3; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('it is not an http or https address');
    // A literal address is connected to without a lookup, so it is checked here.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !allowed(literal)) throw new Error(`${literal} is not an address the shop downloads from`);
    let response: Awaited<ReturnType<typeof fetch>>;
    try {
      response = await fetch(url, { signal, redirect: 'manual', headers: { accept: 'image/*' }, dispatcher });
    } catch (error) {
      const cause = (error as Error).cause as Error | undefined;
      throw new Error(
        signal.aborted
          ? 'it did not download within 10 seconds'
          : `it could not be reached (${(error as Error).message}${cause ? `: ${cause.message}` : ''})`,
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
