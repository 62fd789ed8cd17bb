import { BODY_RULES } from '@/lib/entry/requestRules';
import { answerJsonPost } from '@/lib/forms/answers';
import { checkProblem } from '@/lib/forms/submissions';

/** A problem with the website, from the scripted form on /report-a-problem. */
export function POST(request: Request): Promise<Response> {
  return answerJsonPost(request, 'problem', BODY_RULES['/api/problem'], checkProblem);
}
