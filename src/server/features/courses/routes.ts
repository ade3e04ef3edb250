import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import {
  certificateAnswerSchema,
  certificateCodeParams,
  courseAnswerSchema,
  courseIdParams,
  courseProgressSchema,
  coursesAnswerSchema,
  lessonParams,
  progressAnswerSchema,
} from '../../../shared/contracts/courses';
import type { AppConfig } from '../../config';
import { TOPICS } from '../../db/versions';
import { contentLocale } from '../../i18n/messages';
import { publicGet } from '../../public-get';
import { disposition } from '../content';
import { certificatePdf } from './certificate-pdf';
import { courseAnswer, coursesAnswer } from './public-queries';
import { earnedCertificate, markLessonDone, progressOf, verifyCertificate } from './service';

export interface CoursesOptions {
  config: Pick<AppConfig, 'PUBLIC_URL' | 'GAMES_NAME' | 'EVENT_TIMEZONE' | 'BRAND_PRIMARY'>;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const tags = ['courses'];

/**
 * Courses: the published courses and their lessons are public reads like the rest of the
 * content; progress and certificates belong to a signed-in account and are never cached;
 * anyone may check a certificate's code.
 */
export const coursesRoutes: FastifyPluginAsyncZod<CoursesOptions> = async (app, opts) => {
  const db = () => app.database.db;
  const { config } = opts;

  publicGet(app, '/api/courses', {
    tags,
    summary: 'Published courses with their number of lessons',
    schema: coursesAnswerSchema,
    topics: () => [TOPICS.content],
    compute: () => coursesAnswer(db()),
  });

  publicGet(app, '/api/courses/:id', {
    tags,
    summary: "A published course with its lessons (a video's address or a PDF each)",
    params: courseIdParams,
    schema: courseAnswerSchema,
    topics: () => [TOPICS.content],
    compute: ({ params }) => courseAnswer(db(), params.id),
    notFound: ({ params }) => ({ key: 'courseNotFound', params: { id: String(params.id) } }),
  });

  // A verification is one row found by an unguessable code: nothing worth keeping in the
  // shared cache, which random codes would only fill.
  app.get(
    '/api/certificates/:code',
    {
      schema: {
        tags,
        summary: 'Check a certificate: who earned which course and when (404 for an unknown or altered code)',
        params: certificateCodeParams,
        response: { 200: certificateAnswerSchema, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return verifyCertificate(db(), req.params.code);
    },
  );

  const accountRoutes: FastifyPluginAsyncZod = async (account) => {
    account.addHook('onRequest', account.requireUser);
    account.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    account.get(
      '/api/course-progress',
      {
        schema: {
          tags,
          summary: "The signed-in account's finished lessons and certificates, per course",
          response: { 200: progressAnswerSchema, ...errors },
        },
      },
      (req) => progressOf(db(), req.user!),
    );

    account.put(
      '/api/course-progress/:id/lessons/:lesson',
      {
        schema: {
          tags,
          summary: 'Mark a lesson done; finishing the last one issues the certificate',
          params: lessonParams,
          response: { 200: courseProgressSchema, ...errors },
        },
      },
      (req) => markLessonDone(db(), req.user!, req.params.id, req.params.lesson),
    );

    /** PUBLIC_URL when set; otherwise the address the reader reached us at. */
    const origin = (req: FastifyRequest) =>
      config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${req.protocol}://${req.host}`;

    account.get(
      '/api/courses/:id/certificate',
      {
        compress: false,
        schema: {
          tags,
          summary: "The signed-in account's certificate for the course, as a PDF in the reader's language",
          params: courseIdParams,
          response: { 200: z.unknown(), ...errors },
        },
      },
      async (req, reply) => {
        const cert = await earnedCertificate(db(), req.user!, req.params.id);
        const locale = contentLocale(req.headers);
        const course = cert.courseTitle[locale.slice(0, 2) as 'en'] || cert.courseTitle.en;
        const bytes = await certificatePdf({
          holder: cert.holderName,
          course,
          issuedAt: cert.issuedAt,
          code: cert.code,
          gamesName: config.GAMES_NAME,
          checkUrl: `${origin(req)}/certificates/${cert.code}`,
          locale,
          timeZone: config.EVENT_TIMEZONE,
          color: config.BRAND_PRIMARY,
        });
        const name = `certificate-${course}`.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', disposition('attachment', `${name}.pdf`))
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(bytes));
      },
    );
  };

  await app.register(accountRoutes);
};
