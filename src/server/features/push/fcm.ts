import { createSign } from 'node:crypto';
import fs from 'node:fs';
import type { PushPayload } from '../../../shared/contracts/push';
import type { SendOutcome } from './sender';

/** A Firebase service account, as the console's "Generate new private key" file holds it. */
export interface FcmAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  tokenUri: string;
  /** FCM's base address (another one only for tests or an egress proxy). */
  apiUrl: string;
}

/** The service account from FCM_SERVICE_ACCOUNT's file, or null when native push is not set up. */
export function loadFcmAccount(file: string | undefined, apiUrl: string): FcmAccount | null {
  if (!file) return null;
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  return {
    projectId: json.project_id!,
    clientEmail: json.client_email!,
    privateKey: json.private_key!,
    tokenUri: json.token_uri ?? 'https://oauth2.googleapis.com/token',
    apiUrl: apiUrl.replace(/\/+$/, ''),
  };
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/**
 * OAuth access for FCM's HTTP v1 API: a JWT signed with the account's key, traded for a token
 * that lasts an hour; kept until five minutes before it ends.
 */
export class FcmSender {
  private token: { value: string; until: number } | null = null;

  constructor(private readonly account: FcmAccount) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64({
      iss: this.account.clientEmail,
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: this.account.tokenUri,
      iat: now,
      exp: now + 3600,
    })}`;
    const signature = createSign('RSA-SHA256').update(unsigned).sign(this.account.privateKey, 'base64url');
    const res = await fetch(this.account.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: `${unsigned}.${signature}`,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`FCM token request answered ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in?: number };
    this.token = { value: body.access_token, until: Date.now() + ((body.expires_in ?? 3600) - 300) * 1000 };
    return this.token.value;
  }

  /** Sends a notice to one app install; FCM's 404 (UNREGISTERED) means the install is gone. */
  async send(deviceToken: string, payload: PushPayload): Promise<SendOutcome> {
    try {
      const res = await fetch(`${this.account.apiUrl}/v1/projects/${this.account.projectId}/messages:send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            token: deviceToken,
            notification: { title: payload.title, body: payload.body },
            data: { url: payload.url, tag: payload.tag },
            android: { collapse_key: payload.tag.slice(0, 64), priority: 'high' },
            apns: { headers: { 'apns-collapse-id': payload.tag.slice(0, 64) } },
          },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status === 404) return 'gone';
      return res.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  }
}
