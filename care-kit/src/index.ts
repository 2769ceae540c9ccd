// care-kit: "Ask a pharmacist", the red-flag detector and its emergency banner, and the ambulance
// request calls, for the catalogue's emergency call-to-action, the account's care pages and the
// admin's queue and dispatch board. A shop feature, not the kernel: it keeps no state, so it is not a
// shared module, and a shopper who never opens these pages never downloads it.
export * from './red-flags';
// One file per call (api/<call>.ts), through the kernel's main entry (the shared singleton), as legal-kit does.
export * from './api/care-types';
export { getExpectedWait } from './api/get-expected-wait';
export { getListedAmbulances } from './api/get-listed-ambulances';
export { askPharmacist } from './api/ask-pharmacist';
export { getMyConversations } from './api/get-my-conversations';
export { getConversation } from './api/get-conversation';
export { sendConversationMessage } from './api/send-conversation-message';
export { requestAmbulance } from './api/request-ambulance';
export { getAmbulanceRequest } from './api/get-ambulance-request';
export { cancelAmbulanceRequest } from './api/cancel-ambulance-request';
export { sendConversationFile } from './api/send-conversation-file';
export { getConversationFile } from './api/get-conversation-file';
export { AMBULANCE_STEPS } from './ambulance-steps';
export { EmergencyBanner } from './emergency-banner';
export { usePolling, type Polled } from './use-polling';
export { ConversationFileButton, SendConversationFile } from './conversation-files';
