import {
  applicationReviewsResponseSchema,
  employerReviewsResponseSchema,
  replyBodySchema,
  replyResponseSchema,
  reviewApplicationParamsSchema,
  reviewedPersonParamsSchema,
  reviewIdParamsSchema,
  studentReviewsResponseSchema,
  submitReviewBodySchema,
  submitReviewResponseSchema,
} from '../schemas/reviews';
import type { RouteContract } from './route-contract';

/** The reviews function's routes (functions/reviews): reviews after a completed job. */
export const submitReview = {
  name: 'submitReview',
  params: reviewApplicationParamsSchema,
  body: submitReviewBodySchema,
  status: 201,
  response: submitReviewResponseSchema,
} as const satisfies RouteContract;

export const getApplicationReviews = {
  name: 'getApplicationReviews',
  params: reviewApplicationParamsSchema,
  response: applicationReviewsResponseSchema,
} as const satisfies RouteContract;

export const replyToReview = {
  name: 'replyToReview',
  params: reviewIdParamsSchema,
  body: replyBodySchema,
  response: replyResponseSchema,
} as const satisfies RouteContract;

export const listEmployerReviews = {
  name: 'listEmployerReviews',
  params: reviewedPersonParamsSchema,
  response: employerReviewsResponseSchema,
} as const satisfies RouteContract;

export const getStudentReviews = {
  name: 'getStudentReviews',
  params: reviewedPersonParamsSchema,
  response: studentReviewsResponseSchema,
} as const satisfies RouteContract;
