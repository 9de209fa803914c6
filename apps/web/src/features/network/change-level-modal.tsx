import './network-texts';
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { AgentRow, PlanRequestView } from '@niaga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { isApiError } from '../../lib/api-error';
import { agentDetailQuery, HQ_UPLINE, levelsQuery, networkApi, networkKeys, uplineListQuery } from './network.api';

export type ActionAgent = Pick<AgentRow, 'id' | 'name' | 'level' | 'upline' | 'status'>;
/** An agent's promotion request: approving it is this change of level, to the level asked for. */
export type ApprovedRequest = Pick<PlanRequestView, 'id' | 'toLevelId' | 'note'>;
type Errors = Partial<Record<'levelId' | 'uplineId' | 'reason', string>>;

/**
 * Promote or demote (spec §4): when the new level is equal to or above the upline's, a new upline must be
 * chosen. The picker appears as soon as that is known (the upline's rank), or when the API asks for it.
 * Given a `request`, it approves the agent's promotion request: the level is the one asked for, the reason its note.
 */
export function ChangeLevelModal({
  agent,
  request,
  onClose,
}: {
  agent: ActionAgent | null;
  request?: ApprovedRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [levelId, setLevelId] = useState<string | null>(null);
  const [uplineId, setUplineId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [askUpline, setAskUpline] = useState(false);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);

  useEffect(() => {
    if (!agent) return;
    setLevelId(request?.toLevelId ?? null);
    setUplineId(null);
    setReason('');
    setErrors({});
    setAskUpline(false);
    setSearch('');
  }, [agent, request]);

  const levels = useQuery({ ...levelsQuery(), enabled: agent !== null });
  const upline = useQuery({ ...agentDetailQuery(agent?.upline?.id ?? ''), enabled: !!agent?.upline });
  const chosen = levels.data?.find((level) => level.id === levelId);
  const uplineRank = upline.data?.level?.rankNumber;
  const uplineTooLow = !!chosen && uplineRank !== undefined && chosen.rankNumber <= uplineRank;
  const showPicker = !!chosen && (uplineTooLow || askUpline);
  const candidates = useQuery({
    ...uplineListQuery(agent?.id ?? '', levelId ?? '', q.trim()),
    enabled: !!agent && !!levelId && showPicker,
  });
  const uplineOptions = (candidates.data ?? []).map((candidate) => ({
    value: candidate.id,
    label: candidate.id === HQ_UPLINE ? t('network.promote.uplineTop') : `${candidate.name} · ${candidate.level ?? ''}`,
  }));

  const save = useMutation({
    mutationFn: (): Promise<{ message: string }> => {
      const newUpline = showPicker && uplineId ? uplineId : undefined;
      if (request) return networkApi.approveRequest(request.id, { uplineId: newUpline });
      return networkApi.changeLevel({
        agentId: agent?.id ?? '',
        levelId: levelId ?? '',
        uplineId: newUpline,
        reason: reason.trim() || undefined,
      });
    },
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: networkKeys.all });
      notifications.show({ color: 'teal', message: message || t('network.promote.saved') });
      onClose();
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      setErrors(error.fieldErrors);
      if (error.fieldErrors.uplineId) setAskUpline(true);
    },
  });

  const submit = () => {
    const next: Errors = {};
    if (!levelId) next.levelId = t('validation.required');
    if (showPicker && !uplineId) next.uplineId = t('network.uplineRequired');
    setErrors(next);
    if (Object.keys(next).length === 0) save.mutate();
  };
  const close = () => {
    save.reset();
    onClose();
  };
  const serverAlert = save.error && !(isApiError(save.error) && Object.keys(save.error.fieldErrors).length > 0);

  return (
    <Modal
      opened={agent !== null}
      onClose={close}
      title={request ? t('network.requests.approveTitle') : t('network.promote.changeLevel')}
      centered
    >
      <Stack gap="md" data-testid="change-level-form">
        <Text size="sm">
          <Text span fw={600}>
            {agent?.name}
          </Text>{' '}
          · {t('network.promote.currentLevel')}: {agent?.level?.name ?? '—'} · {t('network.col.upline')}:{' '}
          {agent?.upline?.name ?? t('network.hq')}
        </Text>
        {serverAlert && <ErrorAlert error={save.error} />}
        <Select
          label={t('network.promote.newLevel')}
          required
          data={(levels.data ?? [])
            .filter((level) => !level.inactive)
            .map((level) => ({
              value: level.id,
              label: `${level.levelName} (${t('network.promote.rank', { rank: level.rankNumber })})`,
              disabled: level.id === agent?.level?.id,
            }))}
          value={levelId}
          onChange={(value) => {
            setLevelId(value);
            setUplineId(null);
            setAskUpline(false);
            setErrors({});
          }}
          error={errors.levelId}
          disabled={!!request}
          comboboxProps={{ withinPortal: true }}
          data-testid="change-level-select"
        />
        {showPicker && (
          <Stack gap={6}>
            <Alert color="blue" variant="light" data-testid="upline-needed">
              {t('network.promote.uplineNeeded', { level: chosen?.levelName ?? '' })}
            </Alert>
            <Select
              label={t('network.promote.newUpline')}
              required
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options }) => options}
              data={uplineOptions}
              value={uplineId}
              onChange={(value) => {
                setUplineId(value);
                setErrors((previous) => ({ ...previous, uplineId: undefined }));
              }}
              nothingFoundMessage={candidates.isFetching ? t('common.loading') : t('network.promote.noUpline')}
              error={errors.uplineId}
              placeholder={t('network.promote.uplinePlaceholder')}
              data-testid="upline-select"
            />
          </Stack>
        )}
        {request ? (
          request.note && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {t('network.requests.note', { note: request.note })}
            </Text>
          )
        ) : (
          <Textarea
            label={t('network.promote.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={300}
            autosize
            minRows={2}
            error={errors.reason}
            data-testid="change-level-reason"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="change-level-save">
            {request ? t('network.requests.approve') : t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
