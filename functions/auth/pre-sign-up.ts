import { ListUserPoolClientsCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { userPoolDefinition } from '../../shared/auth/pool-definition';
import { cognito } from '../lib/cognito-client';

/**
 * The pool's pre-sign-up trigger: a password sign-up is accepted only from the
 * functions' app client, i.e. through POST /user and its rules (that client has a secret, which
 * Cognito checks before this runs). Anyone holding the browser's public client id who calls SignUp
 * straight against Cognito is refused. Google sign-ups (PreSignUp_ExternalProvider) and admin-created
 * users (IAM callers: the seed, operators) pass.
 *
 * The trigger finds the functions' client by its name among the pool's clients (ListUserPoolClients
 * returns no secrets): its id cannot be given to it in the template, as the pool that references this
 * function would then depend on its own client.
 */
const functionsClients = new Map<string, Promise<string | undefined>>();

async function findFunctionsClient(userPoolId: string): Promise<string | undefined> {
  let NextToken: string | undefined;
  do {
    const page = await cognito.send(
      new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60, NextToken }),
    );
    const found = page.UserPoolClients?.find((c) => c.ClientName === userPoolDefinition.functionsClient.name);
    if (found?.ClientId) return found.ClientId;
    NextToken = page.NextToken;
  } while (NextToken);
  return undefined;
}

function functionsClientId(userPoolId: string): Promise<string | undefined> {
  let id = functionsClients.get(userPoolId);
  if (!id) {
    id = findFunctionsClient(userPoolId).catch((error: unknown) => {
      functionsClients.delete(userPoolId);
      throw error;
    });
    functionsClients.set(userPoolId, id);
  }
  return id;
}

/** What Cognito shows the caller (inside "PreSignUp failed with error …"). */
export const SIGN_UP_ELSEWHERE = 'Please create your account on the Neighbourhood Jobs website.';

export async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  if (
    event.triggerSource === 'PreSignUp_ExternalProvider' ||
    event.triggerSource === 'PreSignUp_AdminCreateUser'
  )
    return event;
  const allowed = await functionsClientId(event.userPoolId);
  if (allowed && event.callerContext.clientId === allowed) return event;
  throw new Error(SIGN_UP_ELSEWHERE);
}
