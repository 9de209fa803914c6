import './company-theme-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Image, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type CompanyTheme,
  type CompanyThemeInput,
  canAccess,
  companyThemeInput,
  DEFAULT_THEME_COLOR,
  THEME_LOGO_SLOTS,
} from '@niaga/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCurrentUser } from '../../app/current-user';
import { fieldError } from '../../lib/form';
import { SettingsForm, SettingsPage, SettingsSection, useSettingsSave } from '../../ui/settings-form';
import { companyThemeApi, companyThemeKey, companyThemeQuery } from './company-theme.api';
import { COMPANY_THEME_ACCESS } from './company-theme.routes';
import { ThemeColorField } from './theme-color-field';
import { ThemeImageField } from './theme-image-field';

type Output = z.output<typeof companyThemeInput>;

const toValues = (theme: CompanyTheme): CompanyThemeInput => ({
  colorPrimary: theme.colorPrimary,
  colorSecondary: theme.colorSecondary ?? '',
  webDescription: theme.webDescription ?? '',
});

/** /company/theme (spec setup company-theme): colours, logos, favicon, app icons and the web description. */
export function ThemeSettingsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canEdit = !!user && canAccess(user, COMPANY_THEME_ACCESS.edit);
  return (
    <SettingsPage
      title={t('companyTheme.title')}
      subtitle={t('companyTheme.subtitle')}
      query={useQuery(companyThemeQuery())}
      skeletonRows={8}
      maw={900}
    >
      {(theme) => (
        <Stack gap="md">
          <ThemeImages theme={theme} canEdit={canEdit} />
          <ThemeForm theme={theme} canEdit={canEdit} />
        </Stack>
      )}
    </SettingsPage>
  );
}

/** The site settings are cached for the visit: the app, the login page and the tab follow the new theme at once. */
function useApplyTheme() {
  const queryClient = useQueryClient();
  return (theme: CompanyTheme) => {
    queryClient.setQueryData(companyThemeKey, theme);
    void queryClient.invalidateQueries({ queryKey: ['site-settings'] });
  };
}

function ThemeImages({ theme, canEdit }: { theme: CompanyTheme; canEdit: boolean }) {
  const { t } = useTranslation();
  const apply = useApplyTheme();
  const saved = ({ data, message }: { data: CompanyTheme; message: string }) => {
    apply(data);
    notifications.show({ color: 'teal', message });
  };
  const current = { light: theme.logoLight, dark: theme.logoDark, favicon: theme.favicon };
  return (
    <SettingsSection title={t('companyTheme.images')} hint={t('companyTheme.imagesHint')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {THEME_LOGO_SLOTS.map((slot) => (
          <ThemeImageField
            key={slot}
            slot={slot}
            url={current[slot]}
            canEdit={canEdit}
            upload={(file) => companyThemeApi.uploadLogo(slot, file)}
            remove={() => companyThemeApi.removeLogo(slot)}
            onSaved={saved}
          />
        ))}
      </SimpleGrid>
      <div data-testid="theme-app-icons">
        <Text size="sm" fw={500}>
          {t('companyTheme.appIcons')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('companyTheme.appIconsHint')}
        </Text>
        {theme.icon192 && theme.icon512 ? (
          <Group gap="md" mt="xs" align="end">
            {[
              [theme.icon192, 48],
              [theme.icon512, 96],
            ].map(([src, size]) => (
              <Stack key={size} gap={2} align="center">
                <Image src={src} w={size} h={size} radius="md" alt="" bg="var(--mantine-color-default-hover)" />
                <Text size="xs" c="dimmed">
                  {size === 48 ? '192 × 192' : '512 × 512'}
                </Text>
              </Stack>
            ))}
          </Group>
        ) : (
          <Text size="sm" mt="xs">
            {t('companyTheme.appIconsNone')}
          </Text>
        )}
      </div>
    </SettingsSection>
  );
}

function ThemeForm({ theme, canEdit }: { theme: CompanyTheme; canEdit: boolean }) {
  const { t } = useTranslation();
  const apply = useApplyTheme();
  // Set once: an image saved meanwhile refreshes the theme without undoing colours not saved yet.
  const form = useForm<CompanyThemeInput, unknown, Output>({
    resolver: zodResolver(companyThemeInput),
    defaultValues: toValues(theme),
  });
  const save = useSettingsSave(form, {
    save: companyThemeApi.save,
    queryKey: companyThemeKey,
    fields: ['colorPrimary', 'colorSecondary', 'webDescription'],
    onSaved: (data) => {
      apply(data);
      form.reset(toValues(data));
    },
  });
  const errors = form.formState.errors;
  return (
    <SettingsForm form={form} save={save} testId="theme-form" saveTestId="theme-save" canSave={canEdit}>
      <SettingsSection title={t('companyTheme.colors')} hint={t('companyTheme.colorsHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {(['colorPrimary', 'colorSecondary'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <ThemeColorField
                  label={t(name === 'colorPrimary' ? 'companyTheme.primary' : 'companyTheme.secondary')}
                  description={
                    name === 'colorPrimary'
                      ? t('companyTheme.colorHint', { color: DEFAULT_THEME_COLOR })
                      : t('companyTheme.secondaryHint')
                  }
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  error={fieldError(t, errors[name])}
                  testId={`theme-${name}`}
                  disabled={!canEdit}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Textarea
          label={t('companyTheme.description')}
          description={t('companyTheme.descriptionHint')}
          autosize
          minRows={2}
          maxLength={300}
          disabled={!canEdit}
          {...form.register('webDescription')}
          error={fieldError(t, errors.webDescription)}
          data-testid="theme-webDescription"
        />
      </SettingsSection>
    </SettingsForm>
  );
}
