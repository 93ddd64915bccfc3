import { serveThroughNginx, type NginxSite } from '../support/nginx';
import { startIdentityProvider, type IdentityProvider } from './identityProvider';
import { ReferenceBackend } from './referenceBackend';
import { serveApi } from '../support/apiServer';

/**
 * What a deployment runs, on 127.0.0.1: the production build behind nginx with the committed
 * deploy/nginx.conf (its Content-Security-Policy enforced), the reference backend behind the
 * same nginx at `/api/` (so `apiBase` is ""), and a real OpenID Connect provider on another
 * port, wired together through the app's `app-config.json`.
 */
export interface SignInStack {
  site: NginxSite;
  provider: IdentityProvider;
  backend: ReferenceBackend;
  /** The app-config.json being served. */
  appConfig: AppConfigUnderTest;
  close(): Promise<void>;
}

export interface AppConfigUnderTest {
  title: string;
  apiBase: string;
  mainHost: string;
  demo: false;
  identityProvider: {
    authorizeUrl: string;
    clientId: string;
    scope: string;
    pkce: boolean;
    legacyState: boolean;
    logoutUrl: string;
  };
}

export interface SignInStackOptions {
  /** The provider refuses authorization requests without PKCE. */
  pkceRequired?: boolean;
  /** The app sends an S256 challenge (`identityProvider.pkce`). */
  pkce?: boolean;
  /** Logout ends at the provider's end-session endpoint (`identityProvider.logoutUrl`). */
  providerLogout?: boolean;
}

export async function startSignInStack(options: SignInStackOptions = {}): Promise<SignInStack> {
  const backend = new ReferenceBackend();
  const api = await serveApi(backend.handle);
  let site: NginxSite | undefined;
  let provider: IdentityProvider | undefined;
  try {
    site = await serveThroughNginx({ apiUpstream: api.origin });
    provider = await startIdentityProvider({
      appOrigin: site.origin,
      pkceRequired: options.pkceRequired ?? false,
    });
    const metadata = await backend.connect({
      issuer: provider.issuer,
      clientId: provider.client.clientId,
      clientSecret: provider.client.clientSecret,
      redirectUri: `${site.origin}/login`,
    });
    if (!metadata.authorization_endpoint || !metadata.end_session_endpoint) {
      throw new Error('the provider did not advertise its authorization and end-session endpoints');
    }
    const logoutUrl = new URL(metadata.end_session_endpoint);
    logoutUrl.searchParams.set('client_id', provider.client.clientId);
    logoutUrl.searchParams.set('post_logout_redirect_uri', `${site.origin}/`);
    const appConfig: AppConfigUnderTest = {
      title: '智慧学习平台',
      apiBase: '',
      mainHost: '',
      demo: false,
      identityProvider: {
        authorizeUrl: metadata.authorization_endpoint,
        clientId: provider.client.clientId,
        scope: 'openid profile',
        pkce: options.pkce ?? false,
        legacyState: false,
        logoutUrl: options.providerLogout ? logoutUrl.toString() : '',
      },
    };
    site.setAppConfig(appConfig);
    const [started, served] = [provider, site];
    return {
      site: served,
      provider: started,
      backend,
      appConfig,
      close: async () => {
        await Promise.all([served.close(), started.close(), api.close()]);
      },
    };
  } catch (error) {
    await Promise.all([site?.close(), provider?.close(), api.close()]);
    throw error;
  }
}
