import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTelegram,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';

/** The icon of each social network an agent may link (`SOCIAL_NETWORKS` in the shared package). */
export const SOCIAL_ICONS = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  tiktok: IconBrandTiktok,
  twitter: IconBrandX,
  youtube: IconBrandYoutube,
  telegram: IconBrandTelegram,
} as const;
