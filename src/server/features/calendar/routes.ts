import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import {
  calendarFeedStateSchema,
  delegationFeedParamsSchema,
  disciplineFeedParamsSchema,
  personalFeedParamsSchema,
} from '../../../shared/contracts/calendar';
import type { Follow } from '../../../shared/domain/follow-values';
import { matchLocale, type LocaleTag } from '../../../shared/domain/locales';
import type { AppConfig } from '../../config';
import { notFound } from '../../http-error';
import { contentLocale } from '../../i18n/messages';
import { matchingTag } from '../../plugins/cached-answer-forms';
import { languageOf } from '../../competition/names';
import { unitsCalendar } from './feed';
import {
  delegationName,
  disciplineNames,
  feedCompetition,
  feedUnits,
  followsOfToken,
  tokenState,
} from './queries';
import { renewToken, revokeToken } from './service';
import { feedText } from './texts';

const feedQuery = z.object({
  /** The feed's language (en, es, pt, az); calendar apps rarely send Accept-Language. */
  lang: z.string().max(10).optional(),
});
const ics = {
  200: z.string().describe('text/calendar (RFC 5545)'),
  304: z.null(),
  400: apiErrorSchema,
  404: apiErrorSchema,
};

/**
 * Calendar feeds (RFC 5545): public ones per delegation and per discipline, and a personal one
 * of what an account follows behind a secret address the account can renew or revoke.
 */
export const calendarRoutes: FastifyPluginAsyncZod<{
  config: Pick<AppConfig, 'publicUrl' | 'GAMES_SHORT_NAME' | 'EVENT_TIMEZONE'>;
}> = async (app, { config }) => {
  const db = () => app.database.db;

  /**
   * Answers a feed with an ETag of its bytes. The bytes depend on the data and, for the
   * personal feed, on what the account follows, which no data version covers; hashing a feed
   * costs little next to how rarely calendar apps ask.
   */
  async function answer(
    req: FastifyRequest,
    reply: FastifyReply,
    follows: Follow[],
    title: (locale: LocaleTag) => string,
    cacheControl: string,
  ) {
    const locale = matchLocale((req.query as { lang?: string }).lang) ?? contentLocale(req.headers);
    const games = await feedCompetition(db());
    const body = unitsCalendar(await feedUnits(db(), follows), {
      name: `${config.GAMES_SHORT_NAME} – ${title(locale)}`,
      games: games?.code ?? config.GAMES_SHORT_NAME,
      timeZone: games?.timeZone ?? config.EVENT_TIMEZONE,
      publicUrl: config.publicUrl,
      locale,
    });
    const tag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', tag).header('cache-control', cacheControl).header('vary', 'accept-language');
    if (matchingTag(req.headers['if-none-match'], tag)) return reply.code(304).send();
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="schedule.ics"')
      .send(body);
  }

  app.get(
    '/api/calendar/delegations/:code',
    {
      schema: {
        tags: ['calendar'],
        summary: "A delegation's units as an iCalendar feed (subscribe to /api/calendar/delegations/AZE.ics)",
        params: delegationFeedParamsSchema,
        querystring: feedQuery,
        response: ics,
      },
    },
    async (req, reply) => {
      const { code } = req.params;
      const name = await delegationName(db(), code);
      if (!name) throw notFound('delegationNotFound', { code });
      return answer(req, reply, [{ kind: 'delegation', code }], () => name, 'public, max-age=300');
    },
  );

  app.get(
    '/api/calendar/disciplines/:code',
    {
      schema: {
        tags: ['calendar'],
        summary: "A discipline's units as an iCalendar feed (subscribe to /api/calendar/disciplines/SWM.ics)",
        params: disciplineFeedParamsSchema,
        querystring: feedQuery,
        response: ics,
      },
    },
    async (req, reply) => {
      const { code } = req.params;
      const names = await disciplineNames(db(), code);
      if (!names) throw notFound('disciplineNotFound', { code });
      return answer(
        req,
        reply,
        [{ kind: 'discipline', code }],
        (l) => names[languageOf(l)],
        'public, max-age=300',
      );
    },
  );

  app.get(
    '/api/calendar/my/:token',
    {
      schema: {
        tags: ['calendar'],
        summary:
          "The units of what an account follows, as an iCalendar feed behind the account's secret address",
        params: personalFeedParamsSchema,
        querystring: feedQuery,
        response: ics,
      },
    },
    async (req, reply) => {
      const follows = await followsOfToken(db(), req.params.token);
      if (!follows) throw notFound('calendarFeedNotFound', {});
      return answer(req, reply, follows, (l) => feedText('mySchedule', l), 'private, max-age=300');
    },
  );

  const errors = { 401: apiErrorSchema, 403: apiErrorSchema };
  const feedUrl = (token: string) => `${config.publicUrl}/api/calendar/my/${token}.ics`;

  app.get(
    '/api/me/calendar',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['calendar'],
        summary: 'Whether the account has a personal calendar address (its secret is not shown again)',
        response: { 200: calendarFeedStateSchema, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return tokenState(db(), req.user!.id);
    },
  );

  app.post(
    '/api/me/calendar',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['calendar'],
        summary: 'Make a new personal calendar address; the previous one stops working',
        response: { 200: calendarFeedStateSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { token, createdAt } = await renewToken(db(), req.user!.id);
      reply.header('cache-control', 'private, no-store');
      return { active: true, created_at: createdAt.toISOString(), url: feedUrl(token) };
    },
  );

  app.delete(
    '/api/me/calendar',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['calendar'],
        summary: 'Revoke the personal calendar address: it answers 404 from now on',
        response: { 200: calendarFeedStateSchema, ...errors },
      },
    },
    async (req, reply) => {
      await revokeToken(db(), req.user!.id);
      reply.header('cache-control', 'private, no-store');
      return { active: false, created_at: null };
    },
  );
};
