import { Accordion, Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/money';
import { NumericField } from '../../ui/numeric-field';
import { BandsFields, type ProductControl } from './product-bands-fields';
import { COMMISSION_KEYS } from './product-form-values';

/** Price, rank discount, price ranges and per-unit commissions of every level: accordion on a phone, table on desktop. */
export function LevelsFields({ control }: { control: ProductControl }) {
  const { t } = useTranslation();
  // Read the width on the first render, so a phone never sees (and a test never clicks) the desktop table first.
  const phone = useMediaQuery('(max-width: 62em)', undefined, { getInitialValueInEffect: false });
  const { fields } = useFieldArray({ control, name: 'levels' });
  const money = useMoney();
  const prices = useWatch({ control, name: 'levels' });
  if (fields.length === 0) return <Text c="dimmed">{t('catalog.form.noLevels')}</Text>;

  const field = (index: number, name: string, kind: 'money' | 'percent', label: string, hideLabel: boolean) => (
    <NumericField
      control={control}
      name={`levels.${index}.${name}` as `levels.${number}.price`}
      kind={kind}
      label={label}
      hideLabel={hideLabel}
    />
  );
  const commission = (key: string) => t(`catalog.commission.${key}`);

  if (phone)
    return (
      <Accordion variant="separated" multiple data-testid="level-accordion">
        {fields.map((level, index) => {
          const price = prices?.[index]?.price;
          return (
            <Accordion.Item key={level.id} value={level.levelId} data-level={level.levelName}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" pr="xs">
                  <Text fw={600}>{level.levelName}</Text>
                  {price === undefined || Number.isNaN(price) ? (
                    <Badge variant="light" color="gray" tt="none">
                      {t('catalog.form.notOffered')}
                    </Badge>
                  ) : (
                    <Text size="sm">{money(price)}</Text>
                  )}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  <SimpleGrid cols={2} spacing="sm">
                    {field(index, 'price', 'money', t('catalog.form.agentPrice'), false)}
                    {field(index, 'rankDiscount', 'percent', t('catalog.form.rankDiscount'), false)}
                    {COMMISSION_KEYS.map((key) => (
                      <div key={key}>{field(index, `commissions.${key}`, 'money', commission(key), false)}</div>
                    ))}
                  </SimpleGrid>
                  <BandsFields control={control} level={index} levelName={level.levelName} />
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    );

  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table verticalSpacing="xs" horizontalSpacing={4} data-testid="level-table" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('catalog.form.level')}</Table.Th>
            <Table.Th>{t('catalog.form.agentPrice')}</Table.Th>
            <Table.Th>{t('catalog.form.rankDiscount')}</Table.Th>
            {COMMISSION_KEYS.map((key) => (
              <Table.Th key={key}>{commission(key)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((level, index) => (
            <Fragment key={level.id}>
              <Table.Tr data-level={level.levelName} style={{ borderBottom: 0 }}>
                <Table.Td fw={600}>{level.levelName}</Table.Td>
                <Table.Td miw={104}>
                  {field(index, 'price', 'money', `${t('catalog.form.agentPrice')} ${level.levelName}`, true)}
                </Table.Td>
                <Table.Td miw={76}>
                  {field(
                    index,
                    'rankDiscount',
                    'percent',
                    `${t('catalog.form.rankDiscount')} ${level.levelName}`,
                    true,
                  )}
                </Table.Td>
                {COMMISSION_KEYS.map((key) => (
                  <Table.Td key={key} miw={88}>
                    {field(index, `commissions.${key}`, 'money', `${commission(key)} ${level.levelName}`, true)}
                  </Table.Td>
                ))}
              </Table.Tr>
              <Table.Tr>
                <Table.Td />
                <Table.Td colSpan={2 + COMMISSION_KEYS.length}>
                  <BandsFields control={control} level={index} levelName={level.levelName} />
                </Table.Td>
              </Table.Tr>
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
