import { readApi } from '@/api/readApi';
import { queryKey, type ApiQuery } from '@/api/apiQuery';
import { assignmentsRequest } from './assignmentsRequest';
import { readAssignments, type Assignment } from './assignments';

/** 近期作业: every assignment of the learner (the card picks those due soon). */
export const assignmentsQuery = (): ApiQuery<Assignment[]> => ({
  key: queryKey('assignments'),
  load: async () => readAssignments(await readApi<unknown>(assignmentsRequest())),
});
