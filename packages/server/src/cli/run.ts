/**
 * Runs the body of a command. An error ends it with its message alone, since these commands are
 * run by people (a database in use, a bad setting); DEBUG=1 shows the stack too.
 */
export function run(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(process.env.DEBUG && error instanceof Error ? error.stack : message);
    process.exit(1);
  });
}
