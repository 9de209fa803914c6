import { Group, Image, Text, useComputedColorScheme } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME, FALLBACK_ICON, useSiteSettings } from './site-settings';

export function Brand({ hideNameOnPhone = false }: { hideNameOnPhone?: boolean }) {
  const { data: settings } = useSiteSettings();
  const name = settings?.com_name || APP_NAME;
  const dark = useComputedColorScheme('light') === 'dark';
  const logo = (dark ? settings?.logo_d_d : settings?.logo_d_l) || FALLBACK_ICON;
  return (
    <Link to="/" style={{ textDecoration: 'none', color: 'inherit', minWidth: 0 }} aria-label={name}>
      <Group gap="xs" wrap="nowrap">
        <Image
          src={logo}
          data-testid="brand-logo"
          fallbackSrc={FALLBACK_ICON}
          alt=""
          w="auto"
          maw={140}
          h={32}
          fit="contain"
        />
        <Text fw={700} size="lg" truncate visibleFrom={hideNameOnPhone ? 'xs' : undefined} data-testid="company-name">
          {name}
        </Text>
      </Group>
    </Link>
  );
}
