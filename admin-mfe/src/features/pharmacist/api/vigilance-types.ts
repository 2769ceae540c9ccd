import { getSafetyReports } from './get-safety-reports';
import { getControlledAttempts } from './get-controlled-attempts';

export type SafetyReportRow = Awaited<ReturnType<typeof getSafetyReports>>[number];

export type ControlledAttemptRow = Awaited<ReturnType<typeof getControlledAttempts>>[number];
