import './recruitment-texts';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../ui/search-select';
import { uplineSearchQuery } from './recruitment.api';

type Props = {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  error?: string;
  /** Other texts than the upline's (the welcoming e-mail's preview picks any agent). */
  texts?: { label: string; description: string; placeholder: string };
};

/** Searchable agent picker (GET /api/agent-database?q=…&limit=20); empty means HQ is the upline. */
export function UplineSelect({ value, onChange, error, texts }: Props) {
  const { t } = useTranslation();
  return (
    <SearchSelect
      label={texts?.label ?? t('recruitment.agentRegistration.upline')}
      description={texts?.description ?? t('recruitment.agentRegistration.uplineHint')}
      placeholder={texts?.placeholder ?? t('recruitment.agentRegistration.uplinePlaceholder')}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      queryOf={uplineSearchQuery}
      toOption={(agent) => ({
        value: agent.id,
        label: agent.level ? `${agent.name} · ${agent.level.name}` : agent.name,
      })}
      clearable
      noneFound={t('recruitment.agentRegistration.noAgents')}
      error={error}
      data-testid={texts ? undefined : 'upline-select'}
    />
  );
}
