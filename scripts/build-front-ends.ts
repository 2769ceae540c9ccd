// Builds the shell and the remotes for production where a source is newer than the build
// (`npm test` runs it once before the steps that load the builds: the journeys, the shell's check of
// what each remote publishes).
import { buildFrontEnds } from './lib/build';

buildFrontEnds();
