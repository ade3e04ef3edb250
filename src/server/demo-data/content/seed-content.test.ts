import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../test/helper';
import { seedIfEmpty } from '../seed';
import { asc, eq } from 'drizzle-orm';
import { ROUTE_URLS } from '../../../../e2e/a11y-routes';
import { contentItems } from '../../db/schema';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-content-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const app = await build({ DATA_DIR: dataDir });
await seedIfEmpty(app.database, 'youth', 1, app.storage);

const get = async (url: string) => (await app.inject({ url })).json();

describe('the demo content seeded with the demo games', () => {
  it('has places of each type, ambassadors and sponsors in three tiers, with pictures', async () => {
    const counts = await Promise.all(
      ['hotel', 'hospital', 'other'].map(
        async (type) => (await get(`/api/places?type=${type}`)).items.length,
      ),
    );
    expect(counts).toEqual([6, 4, 3]);
    const { items: ambassadors } = await get('/api/ambassadors');
    expect(ambassadors).toHaveLength(8);
    const { items: sponsors } = await get('/api/sponsors');
    expect(sponsors.map((s: { tier: number }) => s.tier)).toEqual([1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3]);
    for (const item of [...ambassadors, ...sponsors]) expect(item.image.sources.length).toBeGreaterThan(0);
  });

  it('keeps the draft hotel hidden from readers', async () => {
    const { items } = await get('/api/places?type=hotel');
    expect(items.map((i: { title: { en: string } }) => i.title.en)).not.toContain('Sea Breeze Resort');
  });

  it('is written in the four languages', async () => {
    const { text } = await get('/api/pages/volunteers');
    expect(new Set([text.en, text.es, text.pt, text.az]).size).toBe(4);
  });

  it('has the shuttle lines to the demo venues and a transport guide PDF that is served', async () => {
    const transport = await get('/api/transport');
    expect(transport.lines).toHaveLength(4);
    expect(transport.time_zone).toBe('Asia/Baku');
    const [guide] = transport.guide.documents;
    const pdf = await app.inject({ url: guide.url });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const venue = await get('/api/venues/NST');
    expect(venue.details.address).toMatch(/Baku$/);
  });

  it('has two published trivia, whose posters the accessibility checks open', async () => {
    const rows = await app.database.db
      .select({ id: contentItems.id, published: contentItems.published, kind: contentItems.kind })
      .from(contentItems)
      .where(eq(contentItems.kind, 'trivia'))
      .orderBy(asc(contentItems.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.published)).toBe(true);
    expect(rows[1]!.id).toBe(rows[0]!.id + 1);
    expect(ROUTE_URLS['/admin/trivia/:id/poster']!({ athlete: '', venue: '', video: '' })).toBe(
      `/admin/trivia/${rows[0]!.id}/poster`,
    );
  });

  it('has photo albums by day in the four languages, a minor’s photo kept from the public', async () => {
    const { albums } = await get('/api/photo-albums');
    expect(albums.map((a: { day: string }) => a.day)).toEqual(['2026-07-12', '2026-07-11', '2026-07-10']);
    const athletics = albums.find((a: { discipline: string | null }) => a.discipline === 'ATH');
    expect(new Set(Object.values(athletics.title)).size).toBe(4);
    // Three photos in the album, one of them for the delegation only.
    const rows = await app.database.db.select().from(contentItems).where(eq(contentItems.id, athletics.id));
    expect((rows[0]!.fields as { photos: unknown[] }).photos).toHaveLength(3);
    expect(athletics.photo_count).toBe(2);
    const album = await get(`/api/photo-albums/${athletics.id}`);
    const captions = album.photos.map((p: { caption: { en: string; az: string } }) => p.caption);
    expect(captions.map((c: { en: string }) => c.en)).not.toContain('Team warm-up');
    expect(captions[0].az).toBe('100 m, 1-ci qaçış');
  });

  it('has official reports and communications in the four languages, some with their PDF', async () => {
    const read = async (url: string, language: string) =>
      (await app.inject({ url, headers: { 'accept-language': language } })).json().items as {
        title: string;
        priority: number;
        documents: unknown[];
      }[];
    const reports = await read('/api/official-reports', 'en-US');
    const communications = await read('/api/official-communications?sort=priority', 'en-US');
    expect([reports.length, communications.length]).toEqual([4, 5]);
    expect(communications.map((c) => c.priority)).toEqual([1, 1, 2, 2, 3]);
    expect(reports.filter((r) => r.documents.length > 0)).toHaveLength(3);
    const titles = await Promise.all(
      ['en-US', 'es-ES', 'pt-PT', 'az-AZ'].map(
        async (l) => (await read('/api/official-reports', l))[0]!.title,
      ),
    );
    expect(new Set(titles).size).toBe(4);
  });
});
