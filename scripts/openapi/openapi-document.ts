import {
  createDocument,
  type ZodObjectInput,
  type ZodOpenApiObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { loadContract } from '../../shared/contracts/load-contract';
import type { RouteContract } from '../../shared/contracts/route-contract';
import {
  type Access,
  API_PREFIX,
  type FunctionName,
  functionNames,
  type Route,
  routes,
} from '../../shared/routes';
import { limits } from '../../shared/rules/limits';
import { employerApplicationSchema, studentApplicationSchema } from '../../shared/schemas/application';
import { idSchema } from '../../shared/schemas/common';
import { apiErrorSchema } from '../../shared/schemas/error';
import { familyTeenSchema } from '../../shared/schemas/family';
import { employerJobSchema, publicJobSchema } from '../../shared/schemas/job';
import { placeSchema } from '../../shared/schemas/place';
import { savedSearchSchema } from '../../shared/schemas/saved-search';
import { profileDataSchema } from '../../shared/schemas/user';

/*
 * The API's OpenAPI 3.1 document, made from the route table and its contracts only: the same schemas
 * the functions check requests with, so the document cannot drift from the server. `npm run openapi`
 * writes it to openapi.json; a unit test checks the file is current; the local stack serves it at
 * /api/openapi.json. zod-openapi lives here, in scripts: no Lambda or web bundle imports it.
 */

const who: Record<Access, string> = {
  public: 'Anyone, signed in or not.',
  'signed-in': 'Any signed-in user, even one whose role is not set yet.',
  student: 'Students only.',
  employer: 'Employers only.',
  guardian: 'Parents and guardians only.',
  party:
    "Students, employers and parents and guardians: each sees only the conversations they are in, or their teen's.",
  moderator: 'Moderators only (the user pool’s moderators group).',
};

/** Each function's routes are one tag. */
const tagDescriptions: Record<FunctionName, string> = {
  auth: 'Sign-in, the session cookie, e-mail verification and password reset.',
  users: "Registration and the caller's own profile.",
  jobs: "Browse and search jobs; an employer's own jobs.",
  applications: 'Students apply; employers review, and close or delete their jobs.',
  reports: 'A signed-in user reports a job once.',
  places: 'US place autocomplete for searches and job addresses.',
  alerts: "A student's saved searches and the daily job alert.",
  family: "A teen's confirmed parent or guardian, their approvals and settings.",
  account: 'Delete my account, download my data.',
  conversations:
    'Messages between a student and an employer once the employer is interested; a teen’s guardian reads along.',
  schedule:
    'The day of the job: visits by day, calendar files and a private feed, check-in and check-out, hours, cancellations and new times.',
  moderation: 'The moderation desk: reports, decisions, appeals and the audit log.',
  credentials: 'A student’s verified work history, its exports, and the check of its credential.',
  reviews:
    'Reviews after a completed job: double-blind for 14 days, revealed together; an employer’s average; a student’s counts.',
};

/** `applyToJob` → "Apply to job": the route's own name, read as a sentence. */
function summaryOf(name: string): string {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const errorResponse = (description: string) => ({ $ref: `#/components/responses/${description}` });

const windowText = (seconds: number) => `${seconds / 3_600} h`;

/** Which per-user limits a call counts toward, each as "at most N in T". */
function limitResponse(contract: RouteContract) {
  const rules = (contract.limits ?? []).map((name) => {
    const rule = limits[name];
    return `${name}: at most ${rule.max} in ${windowText(rule.windowSeconds)}`;
  });
  return {
    description: `Past a limit (${rules.join('; ')}); Retry-After says when to try again.`,
    content: errorContent,
  };
}

/** The errors a route can answer, from what it takes and who may call it; every one is the error shape. */
function errorResponses(route: Route, contract: RouteContract): ZodOpenApiResponsesObject {
  const takesInput = Boolean(contract.params || contract.query || contract.body);
  return {
    ...(takesInput ? { '400': errorResponse('BadRequest') } : {}),
    ...(route.access === 'public' ? {} : { '401': errorResponse('Unauthorized') }),
    ...(route.access === 'public' || route.access === 'signed-in'
      ? {}
      : { '403': errorResponse('Forbidden') }),
    ...(contract.limits?.length ? { '429': limitResponse(contract) } : {}),
    '4XX': errorResponse('ClientError'),
    '5XX': errorResponse('ServerError'),
  };
}

function operationOf(route: Route, contract: RouteContract): ZodOpenApiOperationObject {
  const { response } = contract;
  const success =
    'text' in response
      ? { [response.text]: { schema: { type: 'string' as const } } }
      : { 'application/json': { schema: response } };
  return {
    operationId: route.name,
    summary: summaryOf(route.name),
    description: `Who may call it: ${who[route.access]}`,
    tags: [route.fn],
    // Public routes have no authorizer; every other one needs the ID token (API Gateway's JWT authorizer).
    security: route.access === 'public' ? [] : [{ idToken: [] }],
    ...(contract.params || contract.query
      ? {
          requestParams: {
            // Path and query schemas are objects of their fields (the glue parses them as such).
            ...(contract.params ? { path: contract.params as ZodObjectInput } : {}),
            ...(contract.query ? { query: contract.query as ZodObjectInput } : {}),
          },
        }
      : {}),
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: contract.body },
              ...(contract.formBody
                ? { 'application/x-www-form-urlencoded': { schema: contract.body } }
                : {}),
            },
          },
        }
      : {}),
    responses: {
      [String(contract.status ?? 200)]: { description: 'Done.', content: success },
      ...errorResponses(route, contract),
    } as ZodOpenApiResponsesObject,
  };
}

const errorContent = { 'application/json': { schema: apiErrorSchema } };

/** Builds the document (loading every function's contracts). */
export async function buildOpenApiDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const contract: RouteContract = await loadContract(route.name);
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operationOf(route, contract) };
  }
  const document: ZodOpenApiObject = {
    openapi: '3.1.0',
    info: {
      title: 'Neighbourhood Jobs API',
      version: '1',
      description:
        'The route table (shared/routes.ts) and its contracts (shared/contracts/), as the server checks them. ' +
        'Unknown body, query and path fields are refused with a 400.',
    },
    // Same origin as the web app: CloudFront sends /api/* to API Gateway (the local stack does the same).
    servers: [{ url: API_PREFIX }],
    tags: functionNames.map((name) => ({ name, description: tagDescriptions[name] })),
    paths,
    components: {
      // Named once and referenced wherever used: the entities many answers share.
      schemas: {
        ApiError: apiErrorSchema,
        Id: idSchema,
        PublicJob: publicJobSchema,
        EmployerJob: employerJobSchema,
        StudentApplication: studentApplicationSchema,
        EmployerApplication: employerApplicationSchema,
        Profile: profileDataSchema,
        SavedSearch: savedSearchSchema,
        FamilyTeen: familyTeenSchema,
        Place: placeSchema,
      },
      securitySchemes: {
        idToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "The user pool's ID token from POST /signin (access tokens are refused).",
        },
      },
      responses: {
        BadRequest: {
          description: 'The request is not valid: `fields` names each wrong field.',
          content: errorContent,
        },
        Unauthorized: { description: 'No valid ID token.', content: errorContent },
        Forbidden: {
          description: 'Signed in, but not with the role this route is for.',
          content: errorContent,
        },
        ClientError: {
          description: 'Not found, a conflict, too many requests (with Retry-After), and the like.',
          content: errorContent,
        },
        ServerError: {
          description: 'Our fault, or a service is busy (503, with Retry-After).',
          content: errorContent,
        },
      },
    },
  };
  return createDocument(document);
}
