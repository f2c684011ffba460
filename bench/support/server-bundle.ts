// A bench's server alone in a child process, bundled as the functions are deployed (plain JavaScript, no
// compiler in the process), so the memory the bench reads is the server's own.
import { build } from 'esbuild';

/** Bundles `entry` (a path from `root`) into `outfile`; npm packages stay external, the workspace's TypeScript is bundled. */
export async function bundleServer(root: string, entry: string, outfile: string): Promise<string> {
  await build({
    entryPoints: [entry],
    absWorkingDir: root,
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-external',
        setup(esbuild) {
          // npm packages load from node_modules as in a deployment.
          esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@appointments/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return outfile;
}
