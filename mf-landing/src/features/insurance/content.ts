// Marketing copy of /insurance/bike and /insurance/home (es-UY): the sentences live in contracts (shared with
// the api's Amparo for visitors, which answers from them); the landing adds the icon and the quote link.
import { paths } from 'shared-ui';
import { PRODUCT_PAGES, type ProductPage } from 'contracts/runtime';
import type { IconName } from '@/components/icon';

export type InsuranceType = 'bike' | 'home';

export function isInsuranceType(value: string | undefined): value is InsuranceType {
  return value === 'bike' || value === 'home';
}

export interface InsuranceContent extends ProductPage {
  icon: IconName;
  quoteHref: string;
}

export const insuranceContent: Record<InsuranceType, InsuranceContent> = {
  bike: { ...PRODUCT_PAGES.bike, icon: 'bike', quoteHref: paths.quoteBike.href() },
  home: { ...PRODUCT_PAGES.home, icon: 'home', quoteHref: paths.quoteHome.href() },
};
