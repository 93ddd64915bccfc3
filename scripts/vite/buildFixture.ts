import { build, type Plugin, type Rolldown } from 'vite';

interface Fixture {
  root: string;
  input: string;
  plugins: Plugin[];
  alias?: Record<string, string>;
  minify?: boolean;
  sourcemap?: boolean;
}

/**
 * A small app of a test's own, built in memory as the production build builds (Rolldown, ES2022,
 * not minified so its chunks can be read unless `minify`): the chunks a build plugin's test
 * looks at, with their source maps when `sourcemap`.
 */
export async function buildFixture(fixture: Fixture): Promise<Rolldown.OutputChunk[]> {
  const output = await buildFixtureOutput(fixture);
  return output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
}

/** As buildFixture, with the assets the build writes beside the chunks (their `.map` files). */
export async function buildFixtureOutput({
  root,
  input,
  plugins,
  alias,
  minify = false,
  sourcemap = false,
}: Fixture): Promise<Rolldown.RolldownOutput['output']> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root,
    plugins,
    ...(alias ? { resolve: { alias } } : {}),
    build: {
      write: false,
      minify,
      sourcemap,
      target: 'es2022',
      rollupOptions: { input },
    },
  })) as Rolldown.RolldownOutput;
  return output.output;
}
