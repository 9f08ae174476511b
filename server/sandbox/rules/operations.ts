/**
 * The operations the rules answer, by the contract's operationId. Any other operation (another
 * site's contract, a test fixture) keeps the answer of its examples (../exampleResponse.ts).
 */
import type { Rule } from './context.ts';
import { getMessageList, getUnreadMessageCount, postMessage, updateMessageStatus } from './messages.ts';
import { getProfessionalList, getProfessionalProfile } from './professionals.ts';
import { authenticateUser, createUser, retrieveUser, updateUser } from './users.ts';

export const RULES: Readonly<Record<string, Rule>> = {
  createUser,
  retrieveUser,
  updateUser,
  authenticateUser,
  getProfessionalList,
  getProfessionalProfile,
  postMessage,
  getMessageList,
  updateMessageStatus,
  getUnreadMessageCount,
};

export const ruleFor = (operationId: string | undefined): Rule | undefined =>
  operationId !== undefined && Object.hasOwn(RULES, operationId) ? RULES[operationId] : undefined;
