import { afterEach, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema';
import { demoClip } from '../../demo-data/content/clip';
import { findVideoTools } from '../../media/video-probe';
import { buildWithDataDir, caller } from '../../test/accounts';

const { app } = await buildWithDataDir();
const call = caller(app);
const upload = (bytes: Buffer, name: string) =>
  call('admin', 'POST', '/api/admin/uploads', bytes, {
    'content-type': 'application/octet-stream',
    'x-file-name': encodeURIComponent(name),
  });
const clip = demoClip();
const haveFfmpeg = (await findVideoTools()) !== null;

const videoItem = (fields: Record<string, unknown>, title = 'A video') => ({
  kind: 'video',
  published: true,
  translations: { en: { title, text: 'About it' } },
  fields: { discipline: null, ...fields },
});

afterEach(() => {
  delete process.env.FFMPEG_PATH;
});

describe('uploaded videos', () => {
  it.skipIf(!haveFfmpeg)('get a poster frame and their duration from ffmpeg', async () => {
    const res = await upload(clip, 'heats.webm');
    expect(res.statusCode).toBe(200);
    const { kind, video } = res.json();
    expect(kind).toBe('video');
    expect(video).toMatchObject({ mime: 'video/webm', file_name: 'heats.webm', bytes: clip.length });
    expect(video.duration_s).toBe(2);
    expect(video.poster.width).toBe(160);
    // The file plays from its URL, in pieces as players ask for them.
    const part = await app.inject({ url: video.url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${clip.length}`);
    expect(part.rawPayload.equals(clip.subarray(0, 100))).toBe(true);
    const beyond = await app.inject({ url: video.url, headers: { range: `bytes=${clip.length}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('are stored without poster and duration when the server has no ffmpeg, and the admin enters them', async () => {
    process.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
    const res = await upload(clip, 'final.webm');
    expect(res.statusCode).toBe(200);
    const { video } = res.json();
    expect(video).toMatchObject({ duration_s: null, poster: null, mime: 'video/webm' });
    const whole = await app.inject({ url: video.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const saved = await call(
      'admin',
      'POST',
      '/api/admin/content',
      videoItem({ video_id: video.id, duration_s: 95 }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().videos[video.id]).toMatchObject({ duration_s: 95 });
    const read = await call(null, 'GET', `/api/videos/${saved.json().id}`);
    expect(read.json()).toMatchObject({ duration_s: 95, file: { url: video.url }, live: null });
  });

  it('refuses a video item with neither file nor stream, or with a file that is not a video, changing nothing', async () => {
    const before = (await call('admin', 'GET', '/api/admin/content?kind=video')).json().items.length;
    const none = await call('admin', 'POST', '/api/admin/content', videoItem({}));
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ 'fields.video_id': 'Upload a video or give a stream address' });
    const [pdfLike] = await app.database.db.select({ id: storedFiles.id }).from(storedFiles).limit(1);
    const wrong = await call(
      'admin',
      'POST',
      '/api/admin/content',
      videoItem({ video_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/does not exist/);
    expect(pdfLike).toBeDefined();
    const visitor = await call(
      'athlete',
      'POST',
      '/api/admin/content',
      videoItem({ stream_url: 'https://x.example/a.m3u8' }),
    );
    expect(visitor.statusCode).toBe(403);
    expect((await call('admin', 'GET', '/api/admin/content?kind=video')).json().items.length).toBe(before);
  });
});

describe('live video', () => {
  it('lists a channel on air under live now, and an off-air one as offline', async () => {
    const on = await call(
      'admin',
      'POST',
      '/api/admin/content',
      videoItem({ stream_url: 'https://cdn.example.org/on.m3u8', on_air: true }, 'On air'),
    );
    const off = await call(
      'admin',
      'POST',
      '/api/admin/content',
      videoItem({ stream_url: 'https://cdn.example.org/off.m3u8' }, 'Off air'),
    );
    const list = (await call(null, 'GET', '/api/videos')).json();
    expect(list.live_now.map((v: { id: number }) => v.id)).toContain(on.json().id);
    expect(list.live_now.map((v: { id: number }) => v.id)).not.toContain(off.json().id);
    expect(list.items.find((v: { id: number }) => v.id === off.json().id).live).toBe('offline');
    const missing = await call(null, 'GET', '/api/videos/999999');
    expect(missing.statusCode).toBe(404);
  });
});

describe('safe sport', () => {
  it('serves the latest safe-sport video and keeps an account’s mark on the server', async () => {
    const { video } = (await upload(clip, 'safe.webm')).json();
    const item = await call(
      'admin',
      'POST',
      '/api/admin/content',
      videoItem({ video_id: video.id, safe_sport: true }, 'Safe sport'),
    );
    expect((await call(null, 'GET', '/api/safe-sport')).json().video.id).toBe(item.json().id);

    expect((await call(null, 'GET', '/api/me/safe-sport')).statusCode).toBe(401);
    expect((await call('athlete', 'GET', '/api/me/safe-sport')).json()).toEqual({ watched: false });
    expect((await call('athlete', 'PUT', '/api/me/safe-sport')).json()).toEqual({ watched: true });
    expect((await call('athlete', 'PUT', '/api/me/safe-sport')).json()).toEqual({ watched: true });
    expect((await call('athlete', 'GET', '/api/me/safe-sport')).json()).toEqual({ watched: true });
    expect((await call('coach', 'GET', '/api/me/safe-sport')).json()).toEqual({ watched: false });
  });
});
