import { describe, expect, it } from 'vitest';
import { documentLocale, pageHeadings } from './page-headings';

const req = (pathname: string, more: { query?: string; cookie?: string; acceptLanguage?: string } = {}) => ({
  pathname,
  query: new URLSearchParams(more.query ?? ''),
  cookie: more.cookie,
  acceptLanguage: more.acceptLanguage,
});

describe("the reader's language for a document, as the client will choose it", () => {
  it('takes the lang parameter, then the path prefix, then the cookie, then the browser, then English', () => {
    const all = { query: 'lang=az', cookie: 'a=1; i18n_redirected=por', acceptLanguage: 'es-ES,es;q=0.9' };
    expect(documentLocale(req('/spa/medals/all', all))).toBe('az-AZ');
    expect(documentLocale(req('/spa/medals/all', { ...all, query: '' }))).toBe('es-ES');
    expect(documentLocale(req('/medals/all', { ...all, query: '' }))).toBe('pt-PT');
    expect(documentLocale(req('/medals/all', { acceptLanguage: 'fr-FR, pt-BR;q=0.8, en;q=0.5' }))).toBe(
      'pt-PT',
    );
    expect(documentLocale(req('/medals/all', { acceptLanguage: 'fr-FR, de' }))).toBe('en-US');
    expect(documentLocale(req('/medals/all'))).toBe('en-US');
  });
});

describe('page headings painted by the server', () => {
  const headingOf = pageHeadings();

  it("gives the medal table's, the athletes' and the schedule tabs' headings in the reader's language", () => {
    expect(headingOf('/medals/all', 'en-US')).toEqual({
      title: 'Medals',
      subtitle: 'Delegations ranked by gold, then silver, then bronze',
    });
    expect(headingOf('/participants/athletes', 'en-US')?.subtitle).toBe(
      'Search every athlete by name or BIB',
    );
    expect(headingOf('/schedule/grid', 'en-US')).toEqual({ title: 'Schedule', subtitle: undefined });
    expect(headingOf('/spa/medals/all', 'es-ES')?.title).toBe('Medallas');
    expect(headingOf('/schedule/grid', 'az-AZ')?.title).not.toBe('Schedule');
  });

  it('gives none where the heading comes from data or the tab is unknown', () => {
    for (const path of [
      '/medals/nonsense',
      '/schedule/nonsense',
      '/athletes/12',
      '/',
      '/participants/athletes/x',
    ])
      expect(headingOf(path, 'en-US'), path).toBeNull();
  });
});
