import type { ApiRequest } from './apiRequest';

/** `GET /api/user/routers`: the header's navigation, the shell's. */
export const routersRequest: ApiRequest = { path: '/api/user/routers', outlivesScreen: true };
