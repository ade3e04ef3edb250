import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema';
import { simplePdf } from '../../demo-data/content/pdf';
import { folderStorage } from '../../storage';
import { buildWithStorage, caller, uploader } from './content-test-support';

const { app, storageDir } = await buildWithStorage();
const call = caller(app);
const upload = uploader(call);

const storedCount = async () => (await app.database.db.select().from(storedFiles)).length;
const filesOnDisk = () => (fs.existsSync(storageDir) ? fs.readdirSync(storageDir, { recursive: true }) : []);

/** A photo-like PNG (no transparency) 900 px wide. */
const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6fdb' } })
  .composite([
    {
      input: Buffer.from(
        '<svg width="300" height="200"><circle cx="150" cy="100" r="90" fill="#f5a800"/></svg>',
      ),
    },
  ])
  .png()
  .toBuffer();

describe('uploads are checked by their bytes', () => {
  it('refuses a text file renamed .png with a translated message, storing nothing', async () => {
    const before = await storedCount();
    const res = await call(
      'admin',
      'POST',
      '/api/admin/uploads',
      Buffer.from('just some text, not a picture'),
      { 'content-type': 'application/octet-stream', 'x-file-name': 'photo.png', 'accept-language': 'pt-PT' },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(
      'Este ficheiro não é uma imagem JPEG, PNG, WebP ou AVIF, um documento PDF nem um vídeo WebM ou MP4 (foi verificado o conteúdo, não o nome)',
    );
    expect(await storedCount()).toBe(before);
    expect(filesOnDisk()).toEqual([]);
  });

  it('refuses a PNG header on broken data as undecodable', async () => {
    const res = await upload(Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]), 'broken.png');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('UPLOAD_UNDECODABLE');
  });

  it('refuses an image over its size limit with the limit in the message', async () => {
    const big = Buffer.concat([png.subarray(0, 16), Buffer.alloc(8 * 1024 * 1024)]);
    const res = await upload(big, 'huge.png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Images may be at most 8 MB');
    expect(await storedCount()).toBe(0);
  });

  it('refuses uploads from visitors and non-admins', async () => {
    expect((await upload(png, 'a.png', null)).statusCode).toBe(401);
    expect((await upload(png, 'a.png', 'user')).statusCode).toBe(403);
  });

  it('re-encodes a PNG into WebP and JPEG widths, served for a year and never as the uploaded bytes', async () => {
    const res = await upload(png, 'stadium view.png');
    expect(res.statusCode, res.body).toBe(200);
    const { kind, image } = res.json();
    expect(kind).toBe('image');
    expect(image).toMatchObject({ width: 900, height: 600 });
    expect(image.sources.map((s: { type: string }) => s.type)).toEqual(['image/webp', 'image/jpeg']);
    // 320 and 640 from the list, and the original's 900 (never wider than the original).
    expect(image.sources[0].srcset).toMatch(/\/320\.webp 320w, .*\/640\.webp 640w, .*\/900\.webp 900w$/);
    expect(image.src).toMatch(/\/640\.jpg$/);

    for (const [url, type] of [
      [image.src, 'image/jpeg'],
      [image.sources[0].srcset.split(' ')[0], 'image/webp'],
    ]) {
      const file = await app.inject({ url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(png)).toBe(false);
      expect((await sharp(file.rawPayload).metadata()).format).toBe(type === 'image/webp' ? 'webp' : 'jpeg');
    }
    // The uploaded bytes are nowhere in the store.
    const stored = filesOnDisk().filter((f) => fs.statSync(path.join(storageDir, String(f))).isFile());
    expect(stored.some((f) => fs.readFileSync(path.join(storageDir, String(f))).equals(png))).toBe(false);
    expect((await app.inject({ url: image.src.replace('640.jpg', '900.png') })).statusCode).toBe(404);
  });

  it('turns a photo upright by its EXIF orientation and drops its metadata', async () => {
    // Stored sideways (400 x 200) with "rotate 90° to view": upright it is 200 x 400.
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Somebody', Copyright: 'secret place' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { image } = (await upload(photo, 'sideways.jpg')).json();
    expect(image).toMatchObject({ width: 200, height: 400 });
    const served = await app.inject({ url: image.src });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([200, 400, undefined, undefined]);
  });

  it('keeps a transparent image transparent with a PNG fallback', async () => {
    const logo = await sharp({ create: { width: 400, height: 200, channels: 4, background: '#0000' } })
      .png()
      .toBuffer();
    const { image } = (await upload(logo, 'logo.png')).json();
    expect(image.sources.map((s: { type: string }) => s.type)).toEqual(['image/webp', 'image/png']);
  });

  it('stores a PDF as sent and serves it inline under its name, or as a download', async () => {
    const pdf = simplePdf('Shift plan', ['Morning shift 06:30']);
    const res = await upload(pdf, 'Plano de turnos – Baku.pdf');
    expect(res.statusCode, res.body).toBe(200);
    const { document } = res.json();
    expect(document).toMatchObject({ file_name: 'Plano de turnos – Baku.pdf', bytes: pdf.length });
    const file = await app.inject({ url: document.url });
    expect(file.headers['content-type']).toBe('application/pdf');
    // Opened in the browser, its links do not give its address away.
    expect(file.headers['referrer-policy']).toBe('no-referrer');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="Plano de turnos _ Baku.pdf"; filename*=UTF-8''${encodeURIComponent('Plano de turnos – Baku.pdf')}`,
    );
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const download = await app.inject({ url: `${document.url}?download=1` });
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('keeps only the last part of a file name sent with folders', async () => {
    const res = await upload(simplePdf('x', []), '../../etc/passwd.pdf');
    expect(res.json().document.file_name).toBe('passwd.pdf');
  });

  it('refuses a truncated PDF', async () => {
    const res = await upload(simplePdf('x', ['y']).subarray(0, 200), 'cut.pdf');
    expect(res.statusCode).toBe(422);
  });
});

describe('no path reaches outside the store', () => {
  it('answers file paths with dots or other names with 4xx', async () => {
    for (const url of [
      '/api/files/..%2F..%2Fetc/passwd',
      '/api/files/00000000-0000-4000-8000-000000000000/..%2F..%2Fpackage.json',
      '/api/files/00000000-0000-4000-8000-000000000000/640.webp',
    ]) {
      const res = await app.inject({ url });
      expect([400, 404]).toContain(res.statusCode);
    }
  });

  it('refuses keys that are not plain relative paths', async () => {
    const storage = folderStorage(storageDir);
    for (const key of ['../outside', '/etc/passwd', 'files/../../x', 'files/.hidden', 'a\\b', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/unsafe storage key/);
    }
    expect(fs.existsSync(path.join(storageDir, '..', 'outside'))).toBe(false);
  });
});
