import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PlaceType, placesAnswerSchema } from '../../../../shared/contracts/content';
import { apiGet } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

export type PlacesAnswer = z.infer<typeof placesAnswerSchema>;
export type Place = PlacesAnswer['items'][number];

export const getPlaces = (type: PlaceType, signal?: AbortSignal) =>
  apiGet<PlacesAnswer>(`/api/places?type=${type}`, signal);

export const placesQuery = (type: PlaceType) =>
  queryOptions({ queryKey: contentKeys.places(type), queryFn: ({ signal }) => getPlaces(type, signal) });

export const usePlaces = (type: PlaceType) => useQuery(placesQuery(type));
