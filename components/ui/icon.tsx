import {
  Brain,
  Briefcase,
  Browser,
  ChartLineUp,
  ChatCircleText,
  Check,
  Clock,
  Cloud,
  Code,
  DeviceMobile,
  DribbbleLogo,
  EnvelopeSimple,
  FacebookLogo,
  Gear,
  GithubLogo,
  InstagramLogo,
  Lightbulb,
  LinkedinLogo,
  MapPin,
  Phone,
  Rocket,
  ShieldCheck,
  Star,
  TwitterLogo,
  UsersThree,
  YoutubeLogo,
} from '@phosphor-icons/react/dist/ssr';
import type { Icon as PhosphorIcon } from '@phosphor-icons/react/dist/lib/types';
import type { IconName, SocialNetwork } from '@/content/types';

const icons: Record<IconName | SocialNetwork, PhosphorIcon> = {
  mobile: DeviceMobile,
  ai: Brain,
  web: Browser,
  cloud: Cloud,
  shield: ShieldCheck,
  consulting: Lightbulb,
  'map-pin': MapPin,
  phone: Phone,
  mail: EnvelopeSimple,
  clock: Clock,
  users: UsersThree,
  briefcase: Briefcase,
  star: Star,
  chat: ChatCircleText,
  rocket: Rocket,
  chart: ChartLineUp,
  code: Code,
  check: Check,
  lightbulb: Lightbulb,
  gear: Gear,
  facebook: FacebookLogo,
  twitter: TwitterLogo,
  instagram: InstagramLogo,
  linkedin: LinkedinLogo,
  youtube: YoutubeLogo,
  github: GithubLogo,
  dribbble: DribbbleLogo,
};

export interface IconProps {
  name: IconName | SocialNetwork;
  size?: number;
  weight?: 'regular' | 'bold' | 'fill' | 'duotone';
  className?: string;
}

/** One icon set, one stroke weight; decorative unless the caller labels its control. */
export function Icon({ name, size = 24, weight = 'regular', className }: IconProps) {
  const Glyph = icons[name];
  return <Glyph size={size} weight={weight} className={className} aria-hidden focusable={false} />;
}
