import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { Cp58Row } from '@niaga/shared';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../ui/icon-action';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';
import { TwoLines } from '../../ui/list-page/two-lines';
import { useMoney } from '../../ui/money';

/** A row's PDF download: which agent is being downloaded, if any. */
export type Cp58Download = { download: (agentId: string) => void; downloading: string | undefined };

function PdfButton({ row, download, downloading }: { row: Cp58Row } & Cp58Download) {
  const { t } = useTranslation();
  return (
    <IconAction
      label={t('cp58.page.downloadOf', { name: row.name })}
      variant="light"
      onClick={() => download(row.agentId)}
      loading={downloading === row.agentId}
      data-testid="cp58-row-pdf"
      icon={<IconDownload size={16} />}
    />
  );
}

/** "No identity no." and "No TIN" badges for what the agent's profile lacks. */
function MissingFlags({ identity, tin }: { identity: boolean; tin: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {identity && (
        <Badge color="orange" variant="light" size="sm">
          {t('cp58.page.noIdentity')}
        </Badge>
      )}
      {tin && (
        <Badge color="orange" variant="light" size="sm">
          {t('cp58.page.noTin')}
        </Badge>
      )}
    </Group>
  );
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/** HQ's statements of a year: agent, identity number and TIN (or what is missing), total and the PDF. */
export function useHqCp58Columns(pdf: Cp58Download): ListColumn<Cp58Row>[] {
  const { t } = useTranslation();
  const money = useMoney();
  return [
    {
      accessor: 'name',
      title: t('cp58.page.agent'),
      render: (row) => <TwoLines main={row.name} sub={row.email} fw={500} />,
    },
    {
      accessor: 'identityNo',
      title: t('cp58.form.identityNo'),
      render: (row) => row.identityNo ?? <MissingFlags identity={row.missingIdentity} tin={false} />,
    },
    {
      accessor: 'tin',
      title: t('cp58.page.tin'),
      render: (row) => row.tin ?? <MissingFlags identity={false} tin={row.missingTin} />,
    },
    {
      accessor: 'total',
      title: t('cp58.page.total'),
      textAlign: 'right',
      cellStyle: nowrap,
      render: (row) => money(row.total),
    },
    { ...actionsColumn(t('common.actions'), (row) => <PdfButton row={row} {...pdf} />), width: 60 },
  ];
}

/** One statement on a phone: agent with identity number and TIN (or email), missing flags, total and the PDF. */
export function HqCp58Card({ row, ...pdf }: { row: Cp58Row } & Cp58Download) {
  const money = useMoney();
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div style={{ minWidth: 0 }}>
        <TwoLines
          main={row.name}
          sub={[row.identityNo, row.tin].filter(Boolean).join(' · ') || row.email}
          breakAnywhere
        />
        {(row.missingTin || row.missingIdentity) && (
          <Box mt={4}>
            <MissingFlags identity={row.missingIdentity} tin={row.missingTin} />
          </Box>
        )}
      </div>
      <Stack gap={4} align="flex-end">
        <Text size="sm" fw={600} style={nowrap}>
          {money(row.total)}
        </Text>
        <PdfButton row={row} {...pdf} />
      </Stack>
    </Group>
  );
}
