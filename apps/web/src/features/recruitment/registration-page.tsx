import './recruitment-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { type InviteInfo, type InviteLink, selfRegisterRequest } from '@niaga/shared';
import { IconFileTypePdf, IconLinkOff, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '../../app/error-alert';
import { SkeletonBlock } from '../../app/page-states';
import { fieldError } from '../../lib/form';
import { applyNestedServerErrors, hasShownFieldErrors } from '../../ui/server-errors';
import { NewPasswordInputs } from '../auth';
import { emptyBank, emptyProfile, OptionalBankFields, ProfileFields, useOptionalBank } from '../profile';
import { inviteInfoQuery, recruitmentApi } from './recruitment.api';

const schema = selfRegisterRequest
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, { message: 'form.passwordMismatch', path: ['confirm'] });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const LINK_PARTS = ['username', 'leaderName', 'leaderTier', 'leaderId', 'tierName', 'tierId', 'companyId'] as const;
const shownField = (key: string) => !key.startsWith('link');

/** /new-registration/:username/:leaderName/:leaderTier/:leaderId/:tierName/:tierId/:companyId (spec §2). */
export function RegistrationPage() {
  const params = useParams();
  const link = Object.fromEntries(LINK_PARTS.map((part) => [part, params[part] ?? ''])) as InviteLink;
  const { data: info, error, isPending } = useQuery(inviteInfoQuery(link));

  if (isPending) {
    return (
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
        <SkeletonBlock rows={6} />
      </Paper>
    );
  }
  if (error || !info) return <InvalidLink message={error?.message ?? ''} />;
  return <RegistrationForm link={link} info={info} />;
}

function InvalidLink({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg" data-testid="invite-invalid">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <IconLinkOff size={30} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {t('recruitment.register.invalidTitle')}
        </Title>
        <Text role="alert">{message}</Text>
        <Anchor component={Link} to="/login" size="sm">
          {t('system.backToLogin')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

function RegistrationForm({ link, info }: { link: InviteLink; info: InviteInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { withBank, setWithBank, resolver } = useOptionalBank<Input, Output>(zodResolver(schema));

  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: {
      ...emptyProfile(),
      link,
      bank: emptyBank(),
      password: '',
      confirm: '',
      acceptTerms: false as unknown as true,
    },
  });
  const { errors } = form.formState;
  const register = useMutation({
    mutationFn: ({ confirm: _confirm, ...values }: Output) => recruitmentApi.selfRegister(values),
    onSuccess: (_answer, values) => {
      void navigate(`/register/verify?email=${encodeURIComponent(values.email)}`);
    },
    onError: (failure) => applyNestedServerErrors(failure, form.setError, shownField),
  });

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
      <form onSubmit={form.handleSubmit((values) => register.mutate(values))} noValidate data-testid="register-form">
        <Stack gap="lg">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="xl" variant="light">
              <IconUserPlus size={24} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Title order={1} size="h3">
                {t('recruitment.register.title')}
              </Title>
              <Text size="sm" c="dimmed" data-testid="invite-summary">
                <Trans
                  i18nKey="recruitment.register.joinAs"
                  values={{ company: info.company.name, tier: info.tier.name, leader: info.leader.name }}
                  components={{ b: <Text span fw={600} c="var(--mantine-color-text)" /> }}
                />
              </Text>
            </div>
          </Group>
          {register.error && !hasShownFieldErrors(register.error, shownField) && <ErrorAlert error={register.error} />}

          <Section title={t('recruitment.register.personal')}>
            <ProfileFields form={form} />
          </Section>

          <Section title={t('recruitment.register.bank')}>
            <OptionalBankFields
              form={form}
              open={withBank}
              onToggle={setWithBank}
              label={t('recruitment.register.addBank')}
              description={t('recruitment.register.bankHint')}
              testId="bank-toggle"
            />
          </Section>

          <Section title={t('recruitment.register.password')}>
            <NewPasswordInputs
              form={form}
              passwordLabel={t('field.password')}
              confirmLabel={t('recruitment.field.confirmPassword')}
            />
          </Section>

          <Section title={t('recruitment.register.agreement')}>
            {info.terms ? (
              <ScrollArea.Autosize
                mah={220}
                type="auto"
                offsetScrollbars
                data-testid="agreement-text"
                style={{
                  border: '1px solid var(--mantine-color-default-border)',
                  borderRadius: 'var(--mantine-radius-md)',
                  background: 'var(--mantine-color-default-hover)',
                }}
              >
                <Text size="sm" p="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {info.terms.details}
                </Text>
              </ScrollArea.Autosize>
            ) : (
              <Text size="sm" c="dimmed">
                {t('recruitment.register.noAgreement')}
              </Text>
            )}
            {info.terms?.pdfUrl && (
              <Anchor href={info.terms.pdfUrl} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={6} component="span" wrap="nowrap">
                  <IconFileTypePdf size={18} />
                  {t('recruitment.register.agreementPdf')}
                </Group>
              </Anchor>
            )}
            <Checkbox
              label={t('recruitment.register.accept')}
              {...form.register('acceptTerms')}
              error={fieldError(t, errors.acceptTerms)}
              data-testid="accept-terms"
            />
          </Section>

          <Button type="submit" size="md" loading={register.isPending} fullWidth>
            {t('recruitment.register.submit')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('recruitment.register.haveAccount')}{' '}
            <Anchor component={Link} to="/login">
              {t('login.submit')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm">
      <Divider
        label={title}
        labelPosition="left"
        styles={{ label: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } }}
      />
      {children}
    </Stack>
  );
}
