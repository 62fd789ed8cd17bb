import { BODY_RULES } from '@/lib/entry/requestRules';
import { answerJsonPost } from '@/lib/forms/answers';
import { checkWithdrawal } from '@/lib/forms/submissions';

/** A request to withdraw consent for an earlier post and erase it, from the scripted form on /withdraw-consent. */
export function POST(request: Request): Promise<Response> {
  return answerJsonPost(request, 'withdrawal', BODY_RULES['/api/withdraw'], checkWithdrawal);
}
