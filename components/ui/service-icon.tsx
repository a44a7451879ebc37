import type { ComponentType } from 'react';
import {
  BankIcon,
  BriefcaseIcon,
  BuildingIcon,
  CalculatorIcon,
  ChartIcon,
  DocumentIcon,
  GavelIcon,
  HeartIcon,
  HomeIcon,
  MapIcon,
  NewspaperIcon,
  SearchIcon,
  SparkleIcon,
  UsersIcon,
  type IconProps,
} from './icons';

/** Icon names stored with header sections (and their likely synonyms); unknown names get a neutral mark. */
const byName: Record<string, ComponentType<IconProps>> = {
  home: HomeIcon,
  building: BuildingIcon,
  ads: BuildingIcon,
  property: BuildingIcon,
  calculator: CalculatorIcon,
  cost: CalculatorIcon,
  rent: CalculatorIcon,
  map: MapIcon,
  valuation: MapIcon,
  ive: MapIcon,
  gavel: GavelIcon,
  auction: GavelIcon,
  auctions: GavelIcon,
  chart: ChartIcon,
  deals: ChartIcon,
  news: NewspaperIcon,
  newspaper: NewspaperIcon,
  document: DocumentIcon,
  file: DocumentIcon,
  appraisal: DocumentIcon,
  request: DocumentIcon,
  bank: BankIcon,
  finance: BankIcon,
  briefcase: BriefcaseIcon,
  broker: BriefcaseIcon,
  users: UsersIcon,
  offices: UsersIcon,
  packages: BriefcaseIcon,
  heart: HeartIcon,
  search: SearchIcon,
  budget: SearchIcon,
};

export function ServiceIcon({ name, ...props }: IconProps & { name: string }) {
  const Icon = byName[name.toLowerCase()] ?? SparkleIcon;
  return <Icon {...props} />;
}
