// The benchmarks' command-line flags: `--name=value`, or `--name` alone for "true".
export function flags(argv: string[] = process.argv.slice(2)): Map<string, string> {
  return new Map(
    argv.map((arg) => {
      const [key, value] = arg.replace(/^--/, '').split('=');
      return [key, value ?? 'true'] as const;
    }),
  );
}
