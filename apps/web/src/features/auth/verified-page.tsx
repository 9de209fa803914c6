import { IconMailCheck } from '@tabler/icons-react';
import { StatusTextsPage } from '../system';

export function VerifiedPage() {
  return (
    <StatusTextsPage
      icon={IconMailCheck}
      title="verified.title"
      message="auth.verified"
      button="login.submit"
      go="/login"
      color="teal"
    />
  );
}
