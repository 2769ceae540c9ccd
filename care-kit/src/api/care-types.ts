// The care calls' types, as the API's schemas give them.
import type { AnswerOf } from 'shared-kernel';

export type ConversationTopic = 'product' | 'order' | 'prescription' | 'refill' | 'general';
export type ConversationThread = AnswerOf<'/api/conversations', 'get'>[number];
export type ConversationDetail = AnswerOf<'/api/conversations/{id}', 'get'>;
export type ConversationMessage = ConversationDetail['messages'][number];
export type ExpectedWait = AnswerOf<'/api/pharmacist/expected-wait', 'get'>;
export type ListedAmbulance = AnswerOf<'/api/ambulance/ambulances', 'get'>[number];
export type AmbulanceRequestView = AnswerOf<'/api/ambulance-requests/{id}', 'get'>;
export type AmbulanceRequestStatus = AmbulanceRequestView['status'];

export type AmbulanceRequestForm = {
  address: string;
  landmark?: string;
  phone: string;
  latitude?: number;
  longitude?: number;
  whatHappened: string;
  patient: 'self' | 'someone-else';
};
