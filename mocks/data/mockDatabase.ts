import type { Notification } from '../../src/api/notificationsApi';
import { longNamedTeacher, newcomer, student, teacher } from '../fixtures/users';
import { buildNotifications } from '../fixtures/notifications';

/**
 * The mock API's in-memory data, per user id. Mutations (mark as read, saving a weighting)
 * change it; `resetMockDatabase()` brings back the fixtures (each test and story starts
 * from them; demo mode starts from them on every page load).
 */
export interface UserData {
  notifications: Notification[];
}

let database = new Map<string, UserData>();

function seed(): Map<string, UserData> {
  return new Map<string, UserData>([
    [String(teacher.userId), { notifications: buildNotifications(130, 105) }],
    [String(longNamedTeacher.userId), { notifications: buildNotifications(12, 3) }],
    [String(student.userId), { notifications: buildNotifications(6, 2) }],
    [String(newcomer.userId), { notifications: [] }],
  ]);
}

database = seed();

export function resetMockDatabase(): void {
  database = seed();
}

export function dataOf(userId: string | number): UserData {
  const key = String(userId);
  let data = database.get(key);
  if (!data) {
    data = { notifications: [] };
    database.set(key, data);
  }
  return data;
}
