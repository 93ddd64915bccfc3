import type { Rolldown, UserConfig } from 'vite';

/**
 * A plugin's groups for Rolldown's manual chunking, as config: Vite merges the plugins' configs,
 * so each plugin's groups are added to the others' (entryStages, chartChunks).
 */
export function chunkGroups(groups: Rolldown.CodeSplittingGroup[]): UserConfig {
  return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
}
