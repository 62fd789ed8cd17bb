import { BODY_RULES } from '@/lib/entry/requestRules';
import { answerJsonPost } from '@/lib/forms/answers';
import { checkEnquiry } from '@/lib/forms/submissions';

export function POST(request: Request): Promise<Response> {
  return answerJsonPost(request, 'enquiry', BODY_RULES['/api/enquiry'], checkEnquiry);
}
