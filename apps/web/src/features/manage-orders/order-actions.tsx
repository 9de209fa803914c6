import './manage-orders-texts';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { noteInput, refundInput, trackingInput } from '@niaga/shared';
import {
  IconCash,
  IconCheck,
  IconCircleCheck,
  IconMapPin,
  IconPackageExport,
  IconTruckDelivery,
  IconX,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from '../../app/error-alert';
import type { Answer } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { LinkButton } from '../../ui/link-button';
import { type ManageOrderView, manageApi, pickupPath } from './manage-orders.api';
import { refreshManaged } from './refresh-managed';

type Values = Record<string, string>;
type ModalAction = 'approve' | 'reject' | 'cancel' | 'tracking' | 'delivered' | 'pickedUp' | 'refund';

type ActionSpec = {
  icon: ComponentType<{ size?: number | string }>;
  color?: string;
  variant?: 'filled' | 'light' | 'default';
  /** "This action cannot be reverted" above the buttons. */
  irreversible?: boolean;
  initial: (order: ManageOrderView) => Values;
  schema?: z.ZodType;
  /** The body from the typed values (empty optional texts left out). */
  body?: (values: Values) => Record<string, unknown>;
  send: (order: ManageOrderView, values: Values) => Promise<Answer<ManageOrderView>>;
};

const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** An action with an optional note (approve, reject, cancel). */
const withNote = (
  look: Pick<ActionSpec, 'icon' | 'color' | 'variant' | 'irreversible'>,
  send: (id: string, note?: string) => Promise<Answer<ManageOrderView>>,
): ActionSpec => ({
  ...look,
  initial: () => ({ note: '' }),
  schema: noteInput,
  send: (order, values) => send(order.id, text(values.note)),
});

/** A step that only asks to confirm (delivered, picked up). */
const confirmOnly = (icon: ActionSpec['icon'], send: (id: string) => Promise<Answer<ManageOrderView>>): ActionSpec => ({
  icon,
  color: 'teal',
  variant: 'filled',
  initial: () => ({}),
  send: (order) => send(order.id),
});

const SPECS: Record<ModalAction, ActionSpec> = {
  approve: withNote({ icon: IconCheck, color: 'teal', variant: 'filled' }, manageApi.approve),
  reject: withNote({ icon: IconX, color: 'orange', variant: 'light' }, manageApi.reject),
  tracking: {
    icon: IconTruckDelivery,
    variant: 'filled',
    initial: (order) => ({ trackingNumber: order.trackingNumber ?? '', courierName: order.courierName ?? '' }),
    schema: trackingInput,
    send: (order, values) =>
      manageApi.tracking(order.id, {
        trackingNumber: values.trackingNumber?.trim() ?? '',
        courierName: text(values.courierName),
      }),
  },
  delivered: confirmOnly(IconCircleCheck, manageApi.delivered),
  pickedUp: confirmOnly(IconPackageExport, manageApi.pickedUp),
  refund: {
    icon: IconCash,
    color: 'red',
    variant: 'light',
    irreversible: true,
    initial: () => ({ method: 'wallet', reference: '', note: '' }),
    schema: refundInput,
    send: (order, values) =>
      manageApi.refund(order.id, {
        method: values.method === 'manual' ? 'manual' : 'wallet',
        reference: text(values.reference),
        note: text(values.note),
      }),
  },
  cancel: withNote({ icon: IconX, color: 'red', variant: 'light', irreversible: true }, manageApi.cancel),
};

/** The order of the buttons: the next step first, the destructive ones last. */
const BUTTON_ORDER = ['approve', 'reject', 'tracking', 'delivered', 'pickup', 'pickedUp', 'refund', 'cancel'];

/** The buttons of the actions the API allows now (`actions`), each opening its form or confirmation. */
export function OrderActions({ order }: { order: ManageOrderView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ModalAction | null>(null);
  const allowed = BUTTON_ORDER.filter((action) => order.actions.includes(action));
  if (allowed.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="no-actions">
        {t('manageOrders.action.none')}
      </Text>
    );
  return (
    <>
      <Group gap="xs" data-testid="order-actions">
        {allowed.map((action) => {
          if (action === 'pickup')
            return (
              <LinkButton
                key={action}
                to={pickupPath(order.id)}
                variant="default"
                icon={IconMapPin}
                data-testid="action-pickup"
              >
                {t('manageOrders.action.pickup')}
              </LinkButton>
            );
          const spec = SPECS[action as ModalAction];
          const Icon = spec.icon;
          return (
            <Button
              key={action}
              color={spec.color}
              variant={spec.variant}
              leftSection={<Icon size={16} />}
              onClick={() => setOpen(action as ModalAction)}
              data-testid={`action-${action}`}
            >
              {t(`manageOrders.action.${action}`)}
            </Button>
          );
        })}
      </Group>
      {open && <ActionModal order={order} action={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function ActionModal({ order, action, onClose }: { order: ManageOrderView; action: ModalAction; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const spec = SPECS[action];
  const [values, setValues] = useState<Values>(() => spec.initial(order));
  const [errors, setErrors] = useState<Values>({});
  const run = useMutation({
    mutationFn: () => spec.send(order, values),
    onSuccess: async (answer) => {
      await refreshManaged(queryClient, answer.data);
      notifications.show({ color: 'teal', message: answer.message || t('manageOrders.action.saved') });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error)) setErrors(error.fieldErrors);
    },
  });
  const submit = () => {
    const found: Values = {};
    if (spec.schema) {
      const parsed = spec.schema.safeParse(values);
      if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= t(issue.message);
    }
    if (action === 'reject' && !values.note?.trim()) found.note = t('manageOrders.reject.noteRequired');
    setErrors(found);
    if (Object.keys(found).length === 0) run.mutate();
  };
  const field = (name: string) => ({
    value: values[name] ?? '',
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [name]: value }));
    },
    error: errors[name],
  });
  const fieldsShown = Object.keys(spec.initial(order));
  const error = run.error;
  const besideField = isApiError(error) && fieldsShown.some((key) => key in error.fieldErrors);
  const topError = Boolean(error) && !besideField;

  let fields: ReactNode = null;
  if (action === 'tracking')
    fields = (
      <>
        <TextInput
          label={t('orders.detail.tracking')}
          required
          data-autofocus
          {...field('trackingNumber')}
          data-testid="tracking-number"
        />
        <TextInput label={t('orders.checkout.courier')} {...field('courierName')} data-testid="courier-name" />
      </>
    );
  else if (action === 'refund')
    fields = (
      <>
        <Radio.Group
          label={t('manageOrders.refund.method')}
          value={values.method}
          onChange={(method) => setValues((previous) => ({ ...previous, method }))}
          error={errors.method}
        >
          <Stack gap={6} mt={6}>
            <Radio value="wallet" label={t('manageOrders.refund.wallet')} data-testid="refund-wallet" />
            <Radio value="manual" label={t('manageOrders.refund.manual')} data-testid="refund-manual" />
          </Stack>
        </Radio.Group>
        <TextInput
          label={t('manageOrders.refund.reference')}
          description={t('manageOrders.refund.referenceHint')}
          {...field('reference')}
          data-testid="refund-reference"
        />
        <Textarea label={t('manageOrders.note')} autosize minRows={2} {...field('note')} data-testid="action-note" />
      </>
    );
  else if ('note' in values)
    fields = (
      <Textarea
        label={action === 'reject' ? t('manageOrders.reject.note') : t('manageOrders.note')}
        description={action === 'reject' ? t('manageOrders.reject.noteHint') : undefined}
        required={action === 'reject'}
        autosize
        minRows={2}
        data-autofocus
        {...field('note')}
        data-testid="action-note"
      />
    );

  return (
    <Modal opened onClose={onClose} title={t(`manageOrders.${action}.title`)} centered>
      <Stack gap="md" data-testid={`modal-${action}`}>
        <Text size="sm">{t(`manageOrders.${action}.message`, { ref: order.referenceNo })}</Text>
        {fields}
        {spec.irreversible && (
          <Alert color="orange" variant="light">
            {t('common.cannotRevert')}
          </Alert>
        )}
        {topError && <ErrorAlert error={run.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color={spec.color} onClick={submit} loading={run.isPending} data-testid={`confirm-${action}`}>
            {t(`manageOrders.action.${action}`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
