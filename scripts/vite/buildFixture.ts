import { build, type Plugin, type Rolldown } from 'vite';

/**
 * A small app of a test's own, built in memory as the production build builds (Rolldown, ES2022,
 * not minified so its chunks can be read): the chunks a build plugin's test looks at.
 */
export async function buildFixture({
  root,
  input,
  plugins,
  alias,
}: {
  root: string;
  input: string;
  plugins: Plugin[];
  alias?: Record<string, string>;
}): Promise<Rolldown.OutputChunk[]> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root,
    plugins,
    ...(alias ? { resolve: { alias } } : {}),
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      rollupOptions: { input },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
}
