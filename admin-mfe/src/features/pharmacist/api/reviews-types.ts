import { type AnswerOf } from 'shared-kernel';

export type RefillPlanCheck = AnswerOf<'/api/pharmacist/refills/{id}', 'get'>;
