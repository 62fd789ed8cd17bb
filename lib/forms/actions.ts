'use server';

import type { FormState } from './formState';
import { submitPagePost } from './pagePost';

export async function sendEnquiry(_previous: FormState, data: FormData): Promise<FormState> {
  return submitPagePost('enquiry', data);
}

export async function sendCareer(_previous: FormState, data: FormData): Promise<FormState> {
  return submitPagePost('career', data);
}

export async function sendWithdrawal(_previous: FormState, data: FormData): Promise<FormState> {
  return submitPagePost('withdrawal', data);
}

export async function sendProblem(_previous: FormState, data: FormData): Promise<FormState> {
  return submitPagePost('problem', data);
}
