// The whole site for one journey: PGlite in its own data folder, or, when DATABASE_URL is set, a
// fresh PostgreSQL database of its own (dropped when the journey stops the stack).
import { startStack, type RunningStack, type StackOptions } from '../../scripts/lib/stack';
import { journeyDatabase } from './database';

export async function startJourneyStack(options: Omit<StackOptions, 'databaseUrl'>): Promise<RunningStack> {
  const database = await journeyDatabase();
  let stack: RunningStack;
  try {
    stack = await startStack({ ...options, databaseUrl: database.url });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    ...stack,
    async stop() {
      await stack.stop();
      await database.drop();
    },
  };
}
