import type { IconName } from '@/components/icon';

const ICONS: Record<string, IconName> = {
  home: 'home',
  bike: 'bike',
  car: 'car',
  garantia: 'key',
  dental: 'tooth',
  travel: 'plane',
  accidentes: 'heart',
};

export function categoryIcon(category: string | null | undefined): IconName {
  return ICONS[category?.trim().toLowerCase() ?? ''] ?? 'shield';
}
