import { type AnswerOf } from 'shared-kernel';

export type Consent = AnswerOf<'/api/account/consents', 'get'>['items'][number];
