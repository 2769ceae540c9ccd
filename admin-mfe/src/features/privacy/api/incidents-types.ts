import { type AnswerOf } from 'shared-kernel';

export type Incidents = AnswerOf<'/api/admin/privacy/incidents', 'get'>;

export type Incident = Incidents['items'][number];
