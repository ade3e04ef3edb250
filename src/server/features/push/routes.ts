import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import {
  FCM_ENDPOINT_PREFIX,
  pushConfigSchema,
  pushDeviceSchema,
  pushSubscribedSchema,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
} from '../../../shared/contracts/push';
import type { AppConfig } from '../../config';
import { HttpError } from '../../http-error';
import { PushNotifier } from './notifier';
import { endpointAllowed, sendPush } from './sender';
import { FcmSender, loadFcmAccount } from './fcm';
import type { SendTo } from './deliver';
import { removeSubscription, saveSubscription } from './service';
import { vapidKeys } from './vapid';

declare module 'fastify' {
  interface FastifyInstance {
    pushNotifier: PushNotifier;
  }
}

type PushConfig = Pick<
  AppConfig,
  | 'VAPID_PUBLIC_KEY'
  | 'VAPID_PRIVATE_KEY'
  | 'VAPID_SUBJECT'
  | 'PUSH_ENDPOINT_ORIGINS'
  | 'FCM_SERVICE_ACCOUNT'
  | 'FCM_API_URL'
  | 'dataDir'
>;

/** Web Push: the server's public key, subscribing with the reader's choices, and the notifier. */
const push: FastifyPluginAsyncZod<{ config: PushConfig }> = async (app, { config }) => {
  const vapid = vapidKeys(config);
  const db = () => app.database.db;
  const fcmAccount = loadFcmAccount(config.FCM_SERVICE_ACCOUNT, config.FCM_API_URL);
  const fcm = fcmAccount ? new FcmSender(fcmAccount) : null;
  // A native install's token goes to FCM (nowhere when it is not set up); a browser's address to its push service.
  const sendTo: SendTo = async (sub, payload) => {
    if (!sub.endpoint.startsWith(FCM_ENDPOINT_PREFIX)) return sendPush(sub, payload, vapid);
    return fcm ? fcm.send(sub.endpoint.slice(FCM_ENDPOINT_PREFIX.length), payload) : 'failed';
  };
  const notifier = new PushNotifier(app.database.db, sendTo, app.log);
  app.decorate('pushNotifier', notifier);
  const unsubscribe = app.liveHub.subscribe((change) => notifier.hear(change));
  app.addHook('onReady', async () => notifier.start());
  app.addHook('preClose', async () => {
    unsubscribe();
    await notifier.stop();
  });

  app.get(
    '/api/push/config',
    {
      schema: {
        tags: ['push'],
        summary: "The server's VAPID public key, for PushManager.subscribe's applicationServerKey",
        response: { 200: pushConfigSchema },
      },
    },
    async () => ({ public_key: vapid.publicKey }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      schema: {
        tags: ['push'],
        summary: "Subscribe a browser (or update its kinds, quiet hours, language and a guest's follows)",
        body: pushSubscribeSchema,
        response: { 200: pushSubscribedSchema, 400: apiErrorSchema },
      },
    },
    async (req, reply) => {
      if (!endpointAllowed(req.body.endpoint, config.PUSH_ENDPOINT_ORIGINS)) {
        throw new HttpError(400, 'PUSH_ENDPOINT_REFUSED', 'pushEndpointRefused');
      }
      await saveSubscription(db(), req.user?.id ?? null, req.body);
      reply.header('cache-control', 'no-store');
      return { ok: true as const };
    },
  );

  app.post(
    '/api/push/devices',
    {
      schema: {
        tags: ['push'],
        summary: 'Subscribe a native app install by its FCM token (or update its choices)',
        body: pushDeviceSchema,
        response: { 200: pushSubscribedSchema, 400: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const { token, platform: _platform, ...choices } = req.body;
      await saveSubscription(db(), req.user?.id ?? null, {
        ...choices,
        endpoint: `${FCM_ENDPOINT_PREFIX}${token}`,
        keys: { p256dh: '', auth: '' },
      });
      reply.header('cache-control', 'no-store');
      return { ok: true as const };
    },
  );

  app.post(
    '/api/push/subscriptions/remove',
    {
      schema: {
        tags: ['push'],
        summary: 'Stop notifications to a browser: its subscription is forgotten',
        body: pushUnsubscribeSchema,
        response: { 200: pushSubscribedSchema, 400: apiErrorSchema },
      },
    },
    async (req, reply) => {
      await removeSubscription(db(), req.body.endpoint);
      reply.header('cache-control', 'no-store');
      return { ok: true as const };
    },
  );
};

// Not encapsulated: the notifier is the app's (its shutdown, and tests waiting for it to be idle).
export const pushRoutes = fp(push, { name: 'push' });
