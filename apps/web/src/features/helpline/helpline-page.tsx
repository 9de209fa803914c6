import './helpline-texts';
import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { canAccess, type Helpline } from '@niaga/shared';
import { IconBrandWhatsapp, IconClock, IconMail, IconPencil, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { PageHeader } from '../../ui/page-header';
import { helplineLinks, helplineQuery, shownNumber } from './helpline.api';
import { HELPLINE_ACCESS } from './helpline.routes';
import { HelplineFormModal } from './helpline-form-modal';

const isEmpty = (helpline: Helpline) => Object.values(helpline).every((value) => !value);

/** Spec §2 "/helpline": how to reach HQ by e-mail, phone or WhatsApp, and when. HQ edits it here. */
export function HelplinePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const helpline = useQuery(helplineQuery());
  const [editing, setEditing] = useState(false);
  const canEdit = !!user && canAccess(user, HELPLINE_ACCESS.edit);
  const edit = canEdit && (
    <Button
      variant="default"
      leftSection={<IconPencil size={16} />}
      onClick={() => setEditing(true)}
      data-testid="helpline-edit"
    >
      {t('helpline.edit')}
    </Button>
  );

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('helpline.title')} subtitle={t('helpline.subtitle')} actions={edit || undefined} />
      {helpline.isPending && (
        <Card withBorder radius="lg">
          <SkeletonBlock rows={4} />
        </Card>
      )}
      {helpline.error && <ErrorState message={helpline.error.message} onRetry={() => void helpline.refetch()} />}
      {helpline.data && isEmpty(helpline.data) && (
        <Card withBorder radius="lg">
          <EmptyList
            title={t('helpline.empty')}
            description={t(canEdit ? 'helpline.emptyHq' : 'helpline.emptyAgent')}
            action={edit || undefined}
          />
        </Card>
      )}
      {helpline.data && !isEmpty(helpline.data) && <HelplineCards helpline={helpline.data} />}
      {helpline.data && (
        <HelplineFormModal opened={editing} helpline={helpline.data} onClose={() => setEditing(false)} />
      )}
    </Stack>
  );
}

function HelplineCards({ helpline }: { helpline: Helpline }) {
  const { t } = useTranslation();
  const links = helplineLinks(helpline);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" data-testid="helpline">
        <ContactCard
          icon={<IconMail size={20} />}
          title={t('helpline.email')}
          value={helpline.email}
          href={links.email}
          action={t('helpline.sendEmail')}
          missing={t('helpline.emailMissing')}
          testId="helpline-email"
        />
        <ContactCard
          icon={<IconPhone size={20} />}
          title={t('helpline.phone')}
          value={shownNumber(helpline.phoneCode, helpline.phone)}
          href={links.phone}
          action={t('helpline.call')}
          missing={t('helpline.phoneMissing')}
          testId="helpline-phone"
        />
        <ContactCard
          icon={<IconBrandWhatsapp size={20} />}
          title={t('helpline.whatsapp')}
          value={shownNumber(helpline.whatsappCode, helpline.whatsapp)}
          href={links.whatsapp}
          action={t('helpline.chat')}
          missing={t('helpline.whatsappMissing')}
          external
          testId="helpline-whatsapp"
        />
      </SimpleGrid>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
            <IconClock size={20} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} size="h5">
              {t('helpline.hours')}
            </Title>
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-line' }}
              c={helpline.hours ? undefined : 'dimmed'}
              data-testid="helpline-hours"
            >
              {helpline.hours ?? t('helpline.hoursMissing')}
            </Text>
          </Stack>
        </Group>
      </Card>
    </>
  );
}

/** One way to reach HQ: the value and a button that opens it; without a value, spec §8's "try again or contact HQ". */
function ContactCard(props: {
  icon: ReactNode;
  title: string;
  value: string | null;
  href: string | null;
  action: string;
  missing: string;
  external?: boolean;
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid={props.testId}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
            {props.icon}
          </ThemeIcon>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} size="h5">
              {props.title}
            </Title>
            {props.value && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {props.value}
              </Text>
            )}
          </Stack>
        </Group>
        {props.href ? (
          <Button
            component="a"
            href={props.href}
            variant="light"
            {...(props.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {props.action}
          </Button>
        ) : (
          <Text size="sm" c="dimmed" role="status">
            {props.missing}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
