import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../shared/contracts/config';
import { apiGet, isApiError } from './api-client';
import { storage } from './storage';

const LAST_CONFIG_KEY = 'app-config';

/**
 * Used when the server was never reached (first start offline), and by the shell while
 * the first answer is on its way. Login on: entries that need it stay hidden until known.
 */
const OFFLINE_DEFAULTS: PublicConfig = {
  login_enabled: true,
  live_update_channel: 'production',
  disable_live_update: false,
  event_timezone: 'UTC',
  build_check_interval_ms: 300_000,
  flags_base_url: 'https://flagcdn.com',
  storage_base_url: '/storage',
  intro_video_url: null,
  signup_document: 'cpf',
  map: {
    tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
  },
  brand: {
    name: 'Youth Games',
    short_name: 'Games',
    primary_color: '#0a5cd8',
    accent_color: '#f5a800',
    logo_url: '/logo.svg',
  },
};

/**
 * GET /api/config. A server answer (even an error status) is the truth; when the
 * network itself fails we run on the last config we saw, so the app opens offline.
 */
async function fetchConfig(signal?: AbortSignal): Promise<PublicConfig> {
  try {
    const config = await apiGet<PublicConfig>('/api/config', signal);
    storage.setJson(LAST_CONFIG_KEY, config);
    return config;
  } catch (err) {
    if (isApiError(err)) throw err;
    return storage.getJson<PublicConfig>(LAST_CONFIG_KEY) ?? OFFLINE_DEFAULTS;
  }
}

export const appConfigQuery = queryOptions({
  queryKey: ['app-config'],
  queryFn: ({ signal }) => fetchConfig(signal),
  // It answers offline too (the last config seen), so it never waits for the network.
  networkMode: 'always',
  staleTime: 60_000,
});

/** The config we last saw, else the defaults: what the shell draws with before the answer. */
let provisional: PublicConfig | undefined;
function provisionalConfig(): PublicConfig {
  provisional ??= storage.getJson<PublicConfig>(LAST_CONFIG_KEY) ?? OFFLINE_DEFAULTS;
  return provisional;
}

/**
 * The games' config. Never suspends: the header and tab bar draw at once with the
 * provisional config and fill in when /api/config answers. Pages see the real one,
 * because the route guard waits for it before a page opens.
 */
export function useAppConfig(): PublicConfig {
  return useQuery(appConfigQuery).data ?? provisionalConfig();
}
