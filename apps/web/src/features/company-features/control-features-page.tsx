import './company-features-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Group, Text } from '@mantine/core';
import { type CompanyFeatureSwitches, canAccess, type FeatureSwitch as SwitchName } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { useCurrentUser } from '../../app/current-user';
import { SettingsForm, SettingsPage, SettingsSection, useSettingsSave } from '../../ui/settings-form';
import { companyFeaturesQuery, courierKeys, couriersApi } from '../couriers';
import { COMPANY_FEATURES_ACCESS } from './company-features.routes';
import { FeatureSwitch } from './feature-switch';

/** The switches of this screen, by section; the others have the screen of their concern (see OTHER_SCREENS). */
const SECTIONS = {
  shop: ['selfPickup', 'showHidePreorder'],
  firstOrders: ['firstOrder', 'firstOrderPackage'],
  stores: ['ejenstoreStatus', 'eKoopStatus', 'goAffiliateStatus'],
} as const satisfies Record<string, readonly SwitchName[]>;
type Name = (typeof SECTIONS)[keyof typeof SECTIONS][number];
const NAMES = Object.values(SECTIONS).flat() as Name[];
const schema = z.object(Object.fromEntries(NAMES.map((name) => [name, z.boolean()])) as Record<Name, z.ZodBoolean>);
type Values = z.infer<typeof schema>;

const OTHER_SCREENS = [
  { path: '/company/checkout-settings', key: 'companyFeatures.elsewhere.checkout' },
  { path: '/company/commission-settings', key: 'companyFeatures.elsewhere.commission' },
  { path: '/company/network', key: 'companyFeatures.elsewhere.network' },
  { path: '/score-ranking', key: 'companyFeatures.elsewhere.ranking' },
] as const;

/** /company/features: the company's shop, first-order and store switches (spec §3 "Company features"). */
export function ControlFeaturesPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      title={t('companyFeatures.title')}
      subtitle={t('companyFeatures.subtitle')}
      query={useQuery(companyFeaturesQuery())}
      skeletonRows={7}
      maw={900}
    >
      {(features) => <ControlFeaturesForm features={features} />}
    </SettingsPage>
  );
}

function ControlFeaturesForm({ features }: { features: CompanyFeatureSwitches }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canEdit = !!user && canAccess(user, COMPANY_FEATURES_ACCESS.edit);
  const form = useForm<Values>({ resolver: zodResolver(schema) });
  useEffect(
    () => form.reset(Object.fromEntries(NAMES.map((name) => [name, features[name]])) as Values),
    [features, form],
  );
  const save = useSettingsSave(form, { save: couriersApi.saveFeatures, queryKey: courierKeys.features(), fields: [] });
  return (
    <SettingsForm
      form={form}
      save={save}
      testId="control-features"
      saveTestId="control-features-save"
      canSave={canEdit}
    >
      {(Object.keys(SECTIONS) as Array<keyof typeof SECTIONS>).map((section) => (
        <SettingsSection
          key={section}
          title={t(`companyFeatures.${section}`)}
          hint={t(`companyFeatures.${section}Hint`)}
        >
          {SECTIONS[section].map((name) => (
            <FeatureSwitch key={name} control={form.control} name={name} prefix="companyFeatures" disabled={!canEdit} />
          ))}
        </SettingsSection>
      ))}
      <SettingsSection title={t('companyFeatures.elsewhere')}>
        <Group gap="lg">
          {OTHER_SCREENS.map((screen) => (
            <Anchor key={screen.path} component={Link} to={screen.path} size="sm">
              {t(screen.key)}
            </Anchor>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {t('companyFeatures.elsewhereHint')}
        </Text>
      </SettingsSection>
    </SettingsForm>
  );
}
