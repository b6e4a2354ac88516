// Owns where uploaded files live: a folder on local disk, or an S3-compatible bucket when S3_* is configured.
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';

export type FileStorage = {
  exists(name: string): Promise<boolean>;
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes as a stream, or undefined when there is no such file. */
  read(name: string): Promise<Readable | undefined>;
  check(): Promise<void>;
  /** The local folder, when files are on this machine's disk (then they are served straight from it). */
  directory?: string;
};

/** File names are content hashes with a suffix; nothing else may reach the disk or the bucket. */
const SAFE_NAME = /^[0-9a-f]{16,64}(-\d{2,4})?\.webp$/;
const safe = (name: string) => SAFE_NAME.test(name);

export function localStorage(directory: string): FileStorage {
  return {
    directory,
    async exists(name) {
      return (
        safe(name) &&
        access(path.join(directory, name)).then(
          () => true,
          () => false,
        )
      );
    },
    async put(name, bytes) {
      if (!safe(name)) throw new Error(`Refusing to store ${name}`);
      await mkdir(directory, { recursive: true });
      await writeFile(path.join(directory, name), bytes);
    },
    async read(name) {
      if (!(await this.exists(name))) return undefined;
      return createReadStream(path.join(directory, name));
    },
    async check() {
      await mkdir(directory, { recursive: true });
      await access(directory, constants.W_OK);
    },
  };
}

export type S3Settings = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export function s3Storage(settings: S3Settings): FileStorage {
  // The AWS SDK is large: loaded with the first request to the bucket, never by a shop that keeps images on disk.
  let sdk: Promise<{ s3: typeof S3; client: S3.S3Client }> | undefined;
  const connect = () =>
    (sdk ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        requestHandler: { requestTimeout: 10_000, connectionTimeout: 5_000 },
      }),
    })));
  const Bucket = settings.bucket;
  return {
    async exists(name) {
      if (!safe(name)) return false;
      const { s3, client } = await connect();
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key: name }));
        return true;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw error;
      }
    },
    async put(name, bytes, contentType) {
      if (!safe(name)) throw new Error(`Refusing to store ${name}`);
      const { s3, client } = await connect();
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key: name,
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async read(name) {
      if (!safe(name)) return undefined;
      const { s3, client } = await connect();
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: name }));
        return object.Body as Readable;
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404 || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async check() {
      const { s3, client } = await connect();
      await client.send(new s3.HeadBucketCommand({ Bucket }));
    },
  };
}

export function fileStorageFor(config: { s3?: S3Settings; dataDir: string }): FileStorage {
  return config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'uploads'));
}
