// care-kit: "Ask a pharmacist", the red-flag detector and its emergency banner, and the ambulance
// request calls, for the catalogue's emergency call-to-action, the account's care pages and the
// admin's queue and dispatch board. A shop feature, not the kernel: it keeps no state, so it is not a
// shared module, and a shopper who never opens these pages never downloads it.
export * from './red-flags';
export * from './care-api';
export { EmergencyBanner } from './emergency-banner';
export { usePolling, type Polled } from './use-polling';
export { ConversationFileButton, SendConversationFile } from './conversation-files';
