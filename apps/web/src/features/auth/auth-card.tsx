import { Anchor, Paper, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/page-header';

type Props = {
  title: string;
  subtitle: string;
  /** Given: the content is a form (the browser's own checks off; the page validates). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onFocus?: () => void;
  /** A "back to login" link under the content. */
  backToLogin?: boolean;
  children: ReactNode;
};

/** The card of the sign-in screens (login, forgot and reset password, verify, first profile). */
export function AuthCard({ title, subtitle, onSubmit, onFocus, backToLogin, children }: Props) {
  const { t } = useTranslation();
  const content = (
    <Stack gap="md">
      <PageHeader title={title} subtitle={subtitle} />
      {children}
      {backToLogin && (
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('system.backToLogin')}
        </Anchor>
      )}
    </Stack>
  );
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
      {onSubmit ? (
        <form onSubmit={onSubmit} onFocus={onFocus} noValidate>
          {content}
        </form>
      ) : (
        content
      )}
    </Paper>
  );
}
