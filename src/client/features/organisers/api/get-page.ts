import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { publicPageSchema } from '../../../../shared/contracts/content';
import { apiGet } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

export type ContentPage = z.infer<typeof publicPageSchema>;

export const getPage = (slug: ContentPage['slug'], signal?: AbortSignal) =>
  apiGet<ContentPage>(`/api/pages/${slug}`, signal);

export const pageQuery = (slug: ContentPage['slug']) =>
  queryOptions({ queryKey: contentKeys.page(slug), queryFn: ({ signal }) => getPage(slug, signal) });

export const usePage = (slug: ContentPage['slug']) => useQuery(pageQuery(slug));
