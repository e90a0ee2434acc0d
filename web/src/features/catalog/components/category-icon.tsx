import {
  Briefcase,
  Building2,
  Car,
  GraduationCap,
  Hammer,
  HardHat,
  HeartPulse,
  Brain,
  BookOpen,
  Scissors,
  Sparkles,
  Stethoscope,
  UtensilsCrossed,
  Wrench,
  Droplets,
  type LucideIcon,
} from 'lucide-react';
import type { CategoryId } from '../../../lib/api-types.ts';

const icons: Record<CategoryId, LucideIcon> = {
  doctor: Stethoscope,
  yoga: HeartPulse,
  tutor: BookOpen,
  plumber: Droplets,
  carpenter: Hammer,
  consultant: Briefcase,
  psychologist: Brain,
  engineer: HardHat,
  salon: Scissors,
  business: Building2,
  education: GraduationCap,
  restaurant: UtensilsCrossed,
  car: Car,
  repair: Wrench,
  other: Sparkles,
};

export function CategoryIcon({ category, className }: { category: CategoryId; className?: string }) {
  const Icon = icons[category] ?? Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
