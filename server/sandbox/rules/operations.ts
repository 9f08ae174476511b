/**
 * The operations the rules answer, by the contract's operationId. Any other operation (another
 * site's contract, a test fixture) keeps the answer of its examples (../exampleResponse.ts).
 */
import { answerDue } from './answers.ts';
import type { Rule } from './context.ts';
import { getMessageList, getUnreadMessageCount, postMessage, updateMessageStatus } from './messages.ts';
import { getProfessionalList, getProfessionalProfile } from './professionals.ts';
import { authenticateUser, createUser, retrieveUser, updateUser } from './users.ts';

/**
 * A chat call about the user's messages first lets the professionals answer what is due
 * (answers.ts): what the user reads, marks, counts or writes next comes after those answers.
 */
const answeringFirst =
  (rule: Rule): Rule =>
  async (context) => {
    if (context.caller.userId !== null) await answerDue(context, context.caller.space, context.caller.userId);
    return rule(context);
  };

export const RULES: Readonly<Record<string, Rule>> = {
  createUser,
  retrieveUser,
  updateUser,
  authenticateUser,
  getProfessionalList,
  getProfessionalProfile,
  postMessage: answeringFirst(postMessage),
  getMessageList: answeringFirst(getMessageList),
  updateMessageStatus: answeringFirst(updateMessageStatus),
  getUnreadMessageCount: answeringFirst(getUnreadMessageCount),
};

export const ruleFor = (operationId: string | undefined): Rule | undefined =>
  operationId !== undefined && Object.hasOwn(RULES, operationId) ? RULES[operationId] : undefined;
