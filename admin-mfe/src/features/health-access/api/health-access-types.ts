import { type AnswerOf } from 'shared-kernel';

export type AccessRequest = AnswerOf<'/api/pharmacist/health-access-requests', 'get'>[number];
