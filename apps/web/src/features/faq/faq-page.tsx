import './faq-texts';
import { Accordion, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { canAccess, type Faq } from '@niaga/shared';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS } from '../../app/access';
import { ConfirmModal } from '../../app/confirm-modal';
import { useCurrentUser } from '../../app/current-user';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { IconAction } from '../../ui/icon-action';
import { ListSearch } from '../../ui/list-page/list-search';
import { PageHeader } from '../../ui/page-header';
import { faqApi, faqKeys, faqListQuery } from './faq.api';
import { groupFaqs, matchesSearch, moveWithinTopic } from './faq-groups';
import { FaqModal } from './faq-modal';

/**
 * /faqs: the questions under their topics, each opening to its answer, with a search over question, answer and
 * topic. HQ and staff with "posting content" also add, change, delete and order them (up and down within a topic).
 */
export function FaqPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canWrite = !!user && canAccess(user, ACCESS.contentWrite);
  const queryClient = useQueryClient();
  const list = useQuery(faqListQuery());
  const [search, setSearch] = useState<string | undefined>();
  const [editing, setEditing] = useState<Faq | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Faq | null>(null);

  const items = list.data ?? [];
  const shown = search ? items.filter((item) => matchesSearch(item, search)) : items;
  const groups = groupFaqs(shown);
  const topics = groupFaqs(items)
    .map((group) => group.topic)
    .filter(Boolean);

  const done = async ({ message }: { message: string }) => {
    await queryClient.invalidateQueries({ queryKey: faqKeys.all });
    notifications.show({ color: 'teal', message });
  };
  const order = useMutation({
    mutationFn: faqApi.order,
    onSuccess: async (answer) => {
      queryClient.setQueryData(faqKeys.all, answer.data);
      notifications.show({ color: 'teal', message: answer.message });
    },
    onError: async (error) => {
      notifications.show({ color: 'red', message: error.message });
      await queryClient.invalidateQueries({ queryKey: faqKeys.all });
    },
  });
  const move = (item: Faq, step: -1 | 1) => {
    const ids = moveWithinTopic(items, item.id, step);
    if (ids) order.mutate(ids);
  };

  const actions = (item: Faq, index: number, count: number) => (
    <Group gap={2} wrap="nowrap">
      {!search && (
        <>
          <IconAction
            variant="subtle"
            label={t('faq.moveUpOf', { question: item.question })}
            icon={<IconArrowUp size={18} />}
            disabled={index === 0 || order.isPending}
            onClick={() => move(item, -1)}
            data-testid="faq-up"
          />
          <IconAction
            variant="subtle"
            label={t('faq.moveDownOf', { question: item.question })}
            icon={<IconArrowDown size={18} />}
            disabled={index === count - 1 || order.isPending}
            onClick={() => move(item, 1)}
            data-testid="faq-down"
          />
        </>
      )}
      <IconAction
        variant="subtle"
        label={t('faq.editOf', { question: item.question })}
        icon={<IconPencil size={18} />}
        onClick={() => setEditing(item)}
        data-testid="faq-edit"
      />
      <IconAction
        variant="subtle"
        color="red"
        label={t('faq.deleteOf', { question: item.question })}
        icon={<IconTrash size={18} />}
        onClick={() => setDeleting(item)}
        data-testid="faq-delete"
      />
    </Group>
  );

  return (
    <Stack gap="md" maw={860} w="100%" mx="auto">
      <PageHeader
        title={t('faq.title')}
        subtitle={t('faq.subtitle')}
        actions={
          canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="faq-add">
              {t('faq.add')}
            </Button>
          )
        }
      />
      {list.isPending ? (
        <SkeletonBlock rows={6} />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyList title={t('faq.empty')} description={t(canWrite ? 'faq.emptyHintWriter' : 'faq.emptyHint')} />
      ) : (
        <>
          <ListSearch value={search} onSearch={setSearch} label={t('faq.search')} data-testid="faq-search" />
          {groups.length === 0 ? (
            <EmptyList title={t('faq.noMatch')} description={t('faq.noMatchHint')} />
          ) : (
            <Stack gap="lg" data-testid="faq-list">
              {groups.map((group) => (
                <Stack key={group.topic || '-'} gap="xs" data-testid="faq-group" data-topic={group.topic}>
                  <Title order={2} size="h4">
                    {group.topic || t('faq.generalTopic')}
                  </Title>
                  <Accordion variant="separated" multiple>
                    {group.items.map((item, index) => (
                      <Accordion.Item
                        key={item.id}
                        value={item.id}
                        data-testid="faq-item"
                        data-question={item.question}
                      >
                        <Group gap={0} wrap="nowrap" align="center" pe={canWrite ? 'xs' : 0}>
                          <Accordion.Control style={{ overflowWrap: 'anywhere' }}>
                            <Text fw={500}>{item.question}</Text>
                            {canWrite && (
                              <Badge
                                variant="light"
                                color={item.tierId ? 'grape' : 'gray'}
                                mt={4}
                                data-testid="faq-for"
                              >
                                {item.tierName ?? t('faq.everyLevel')}
                              </Badge>
                            )}
                          </Accordion.Control>
                          {canWrite && actions(item, index, group.items.length)}
                        </Group>
                        <Accordion.Panel>
                          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                            {item.answer}
                          </Text>
                        </Accordion.Panel>
                      </Accordion.Item>
                    ))}
                  </Accordion>
                </Stack>
              ))}
            </Stack>
          )}
        </>
      )}
      <FaqModal item={editing} topics={topics} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('faq.deleteTitle')}
        message={t('faq.deleteMessage', { question: deleting?.question ?? '' })}
        confirmLabel={t('faq.delete')}
        onConfirm={() => (deleting ? faqApi.remove(deleting.id).then(done) : Promise.resolve())}
        onClose={() => setDeleting(null)}
        testId="faq-delete-confirm"
      />
    </Stack>
  );
}
