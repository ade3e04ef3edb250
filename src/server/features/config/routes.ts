import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '../../../shared/contracts/config';
import type { AppConfig } from '../../config';

export function publicConfig(config: AppConfig): PublicConfig {
  return {
    login_enabled: config.LOGIN_ENABLED,
    live_update_channel: config.LIVE_UPDATE_CHANNEL,
    disable_live_update: config.DISABLE_LIVE_UPDATE,
    event_timezone: config.EVENT_TIMEZONE,
    build_check_interval_ms: config.BUILD_CHECK_INTERVAL_MS,
    flags_base_url: config.FLAGS_BASE_URL,
    storage_base_url: config.STORAGE_BASE_URL,
    intro_video_url: config.INTRO_VIDEO_URL ?? null,
    signup_document: config.SIGNUP_DOCUMENT,
    map: { tile_url: config.MAP_TILE_URL, attribution: config.MAP_ATTRIBUTION },
    brand: {
      name: config.GAMES_NAME,
      short_name: config.GAMES_SHORT_NAME,
      primary_color: config.BRAND_PRIMARY,
      accent_color: config.BRAND_ACCENT,
      logo_url: config.BRAND_LOGO_URL,
    },
  };
}

export const configRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const body = publicConfig(config);
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['app'],
        summary: 'Public runtime flags and branding',
        response: { 200: publicConfigSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return body;
    },
  );
};
