// vigilance-kit: "Report a side effect" and "Report a suspected fake" with NAFDAC's own channels,
// for the product page (catalogue) and a delivered order (account). It keeps no state, and a shopper
// who never reports downloads none of it.
export { SafetyReport, type SafetyReportKind } from './safety-report-form';
export { NafdacChannels, NAFDAC_E_REPORTING_URL, NAFDAC_PHONE } from './nafdac-channels';
