/** The shape of a route of the route table (routes.ts), for the code that reads routes without loading their pages. */

import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { Platform } from '../../shared/domain/platform';
import type { LayoutName } from './layout-rule';

export type PageModule = { default: ComponentType };

export interface AppRoute {
  path: string;
  layout?: LayoutName;
  loginRequired: boolean;
  platforms: readonly Platform[];
  /** Forces this colour mode while the page is open. */
  colorMode?: 'light' | 'dark';
  titleKey?: string;
  redirectTo?: string;
  page?: () => Promise<PageModule>;
  /** Starts the page's first data request from the route, beside the page's code (fire and forget). */
  prefetch?: (params: Params) => void;
  children?: AppRoute[];
}
