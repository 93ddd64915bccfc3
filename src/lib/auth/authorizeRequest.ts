import type { IdentityProviderConfig } from '@/config/appConfig';

export interface AuthorizeRequest {
  /** The page the app runs on, to resolve a relative `authorizeUrl` and build `redirect_uri`. */
  origin: string;
  state: string;
  codeChallenge?: string;
}

/**
 * docs/session.md: `authorizeUrl` + response_type=code, client_id, redirect_uri = origin + /login,
 * state, and scope / code_challenge when configured. Query parameters already in
 * `authorizeUrl` (a tenant, say) are kept.
 */
export function buildAuthorizeUrl(
  provider: IdentityProviderConfig & { authorizeUrl: string },
  request: AuthorizeRequest,
): string {
  const url = new URL(provider.authorizeUrl, request.origin);
  const params = url.searchParams;
  params.set('response_type', 'code');
  params.set('client_id', provider.clientId);
  params.set('redirect_uri', `${request.origin}/login`);
  params.set('state', request.state);
  if (provider.scope.trim() !== '') params.set('scope', provider.scope.trim());
  if (request.codeChallenge) {
    params.set('code_challenge', request.codeChallenge);
    params.set('code_challenge_method', 'S256');
  }
  return url.toString();
}
