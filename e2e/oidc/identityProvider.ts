import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account, type Configuration, type JWK } from 'oidc-provider';
import { student, teacher } from '../../mocks/fixtures/users';
import type { UserInfo } from '@/types/user';

/**
 * A real, certified OpenID Connect provider (`oidc-provider`) for the end-to-end suite: one
 * confidential client for the app, the package's development login and consent forms, and
 * RP-initiated logout at `/session/end`. Listens on 127.0.0.1 only; the issuer uses the same
 * host name as the app, or discovery and cookies would not line up.
 */
export interface IdentityProvider {
  /** `http://127.0.0.1:<port>`: the issuer, and the base of every endpoint below. */
  issuer: string;
  authorizeUrl: string;
  endSessionUrl: string;
  client: { clientId: string; clientSecret: string };
  close(): Promise<void>;
}

export interface IdentityProviderOptions {
  /** The app's origin: the client's redirect URI is `${appOrigin}/login`. */
  appOrigin: string;
  /** Refuse authorization requests without a PKCE `code_challenge` (S256). */
  pkceRequired?: boolean;
  clientId?: string;
}

/**
 * The provider's accounts: the same people as the fixtures, so that `xh` (the userId) means
 * the same thing to the app, the stories and this suite. At the development login form any
 * password is accepted; the login name is the account id.
 */
export const providerAccounts: UserInfo[] = [teacher, student];

function findAccount(sub: string): Account | undefined {
  const user = providerAccounts.find((u) => String(u.userId) === sub);
  if (!user) return undefined;
  return {
    accountId: sub,
    claims: () => ({ sub, name: user.userName, user_type: user.userType }),
  };
}

/** A fresh RS256 signing key per run; nothing secret is committed. */
function signingKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'e2e-rs256', use: 'sig', alg: 'RS256' };
}

export async function startIdentityProvider(
  options: IdentityProviderOptions,
): Promise<IdentityProvider> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = options.clientId ?? 'learning-web';
  const clientSecret = randomBytes(24).toString('base64url');
  const pkceRequired = options.pkceRequired ?? false;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        client_name: '智慧学习平台',
        redirect_uris: [`${options.appOrigin}/login`],
        post_logout_redirect_uris: [`${options.appOrigin}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    findAccount: (_ctx, sub) => findAccount(sub),
    claims: { openid: ['sub'], profile: ['name', 'user_type'] },
    scopes: ['openid', 'profile'],
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: { enabled: true },
    },
    pkce: { methods: ['S256'], required: () => pkceRequired },
    // Explicit lifetimes (seconds), as a deployment would set them.
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
    },
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
  };
  const provider = new Provider(issuer, configuration);
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    console.error('[e2e identity provider] server error', error);
  });
  server.on('request', provider.callback());

  return {
    issuer,
    authorizeUrl: `${issuer}/auth`,
    endSessionUrl: `${issuer}/session/end`,
    client: { clientId, clientSecret },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
