import type { z } from 'zod';
import type { RouteContract } from '@/lib/core/route-contract';

type Schema<C extends RouteContract, K extends 'params' | 'query' | 'body'> = C[K] extends z.ZodType ? C[K] : never;

/** What a call of the contract takes: path parameters and body when it has them, a query when it wants one. */
export type ContractInput<C extends RouteContract> = ([Schema<C, 'params'>] extends [never]
  ? { params?: undefined }
  : { params: z.input<Schema<C, 'params'>> }) &
  ([Schema<C, 'query'>] extends [never] ? { query?: undefined } : { query?: z.input<Schema<C, 'query'>> }) &
  ([Schema<C, 'body'>] extends [never] ? { body?: undefined } : { body: z.input<Schema<C, 'body'>> });

type SuccessStatus = 200 | 201 | 202;
type Answer<R> = R extends { schema: infer S extends z.ZodType } ? z.output<S> : null;
type Success<C extends RouteContract> = {
  [S in keyof C['responses'] & SuccessStatus]: Answer<C['responses'][S]>;
}[keyof C['responses'] & SuccessStatus];

/** The typed answer of a successful call (null for a contract whose success has no body). */
export type ContractResponse<C extends RouteContract> = [Success<C>] extends [never] ? null : Success<C>;
