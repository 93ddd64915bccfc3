import { authHandlers } from './handlers/auth';
import { learningHandlers } from './handlers/learning';
import { navigationHandlers } from './handlers/navigation';
import { notificationHandlers } from './handlers/notifications';
import { teachingHandlers } from './handlers/teaching';

/** Every handler of the mock API: stories, unit tests and demo mode all start from this list. */
export const handlers = [
  ...authHandlers,
  ...navigationHandlers,
  ...notificationHandlers,
  ...learningHandlers,
  ...teachingHandlers,
];
