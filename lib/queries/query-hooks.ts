'use client';

import {
  QueryClientContext,
  useMutation as useTanstackMutation,
  useQuery as useTanstackQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { useContext } from 'react';
import { getQueryClient } from './get-query-client';

/*
 * React Query's hooks on the page's client without a provider in the root layout, so a page whose code holds no query
 * loads none of React Query (a visitor's header reads the session from lib/auth). A provider still wins where a page
 * has one: the sign-up page hydrates the queries its server prefetched.
 */

export function useQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? getQueryClient();
}

export const useQuery = ((options: Parameters<typeof useTanstackQuery>[0]) =>
  useTanstackQuery(options, useQueryClient())) as typeof useTanstackQuery;

export const useMutation = ((options: Parameters<typeof useTanstackMutation>[0]) =>
  useTanstackMutation(options, useQueryClient())) as typeof useTanstackMutation;
