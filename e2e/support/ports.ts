// The journeys' free ports: the launchers' own (scripts/lib/ports.ts).
export { freePort, freePortBlock } from '../../scripts/lib/ports';
