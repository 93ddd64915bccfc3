import { apiGet } from '@/lib/http/httpClient';
import type { ApiRequest } from './apiRequest';

/** Sends a read (`ApiRequest`) through the app's HTTP client; resolves to the envelope's result. */
export function readApi<T>(request: ApiRequest): Promise<T> {
  return apiGet<T>(
    request.path,
    request.params,
    request.outlivesScreen ? { outlivesScreen: true } : undefined,
  );
}
