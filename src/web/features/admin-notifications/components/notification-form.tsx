import { zodResolver } from '@hookform/resolvers/zod';
import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  notificationFormSchema,
  notificationMessageMaxLength,
  notificationTypes,
  type NotificationAdmin,
  type NotificationForm as NotificationWire,
  type NotificationType,
} from '#contracts/notification.ts';
import { AdminForm } from '#web/components/admin/admin-form.tsx';
import { errorText } from '#web/lib/form-errors.ts';
import { instantToWallClock, wallClockToInstant } from '../lib/helsinki-wall-clock';
import { ExtraInfoPreview } from './extra-info-preview';
import { TranslatedTexts } from './translated-texts';

/** The form as typed: times on the Helsinki wall clock ('YYYY-MM-DDTHH:mm'). */
export interface NotificationFormValues {
  type: NotificationType;
  message: string;
  extra_info: string;
  /** The English texts (decision 071): optional, empty shows English visitors the Finnish. */
  message_en: string;
  extra_info_en: string;
  /** The Swedish texts (decision 078): the same, for visitors reading Swedish. */
  message_sv: string;
  extra_info_sv: string;
  start_showing: string;
  stop_showing: string;
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

function toWire(values: NotificationFormValues) {
  return {
    type: values.type,
    message: values.message,
    extra_info: orNull(values.extra_info),
    message_en: orNull(values.message_en),
    extra_info_en: orNull(values.extra_info_en),
    message_sv: orNull(values.message_sv),
    extra_info_sv: orNull(values.extra_info_sv),
    start_showing: wallClockToInstant(values.start_showing),
    stop_showing: wallClockToInstant(values.stop_showing),
  };
}

/** The shared schema (admin spec section 5) checks the values as they will be sent. */
const schemaResolver = zodResolver(notificationFormSchema);
const resolver: Resolver<NotificationFormValues> = async (values, context, options) => {
  const result = await schemaResolver(toWire(values) as never, context, options as never);
  return Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors }
    : { values, errors: {} };
};

function defaultsOf(initial: NotificationAdmin | undefined): NotificationFormValues {
  if (initial) {
    return {
      type: initial.type,
      message: initial.message,
      extra_info: initial.extra_info ?? '',
      message_en: initial.message_en ?? '',
      extra_info_en: initial.extra_info_en ?? '',
      message_sv: initial.message_sv ?? '',
      extra_info_sv: initial.extra_info_sv ?? '',
      start_showing: instantToWallClock(initial.start_showing),
      stop_showing: instantToWallClock(initial.stop_showing),
    };
  }
  return {
    type: 'NORMAL',
    message: '',
    extra_info: '',
    message_en: '',
    extra_info_en: '',
    message_sv: '',
    extra_info_sv: '',
    start_showing: instantToWallClock(new Date().toISOString()),
    stop_showing: '',
  };
}

/**
 * The one form of create and edit: type, message, popup text (HTML, with a live sanitised
 * preview), the same two in English and in Swedish (decisions 071, 078) and the showing
 * period in Helsinki time. `onSave` throws to keep the form as it is; the server's field
 * errors land on the same fields.
 */
export function NotificationForm(props: {
  mode: 'create' | 'edit';
  initial?: NotificationAdmin;
  onSave: (values: NotificationWire) => Promise<void>;
}) {
  const { t } = useTranslation('admin-notifications');
  const form = useForm<NotificationFormValues>({
    resolver,
    defaultValues: defaultsOf(props.initial),
  });
  const { errors } = form.formState;
  const [message, extraInfo] = useWatch({
    control: form.control,
    name: ['message', 'extra_info'],
  });

  const save = (values: NotificationFormValues) =>
    props.onSave(notificationFormSchema.parse(toWire(values)));

  return (
    <AdminForm t={t} record="notification" mode={props.mode} form={form} onSave={save}>
      <NativeSelect
        label={t('form.type')}
        description={t('form.type_hint')}
        withAsterisk
        data={notificationTypes.map((type) => ({ value: type, label: t(`type.${type}`) }))}
        error={errorText(t, errors.type?.message)}
        {...form.register('type')}
      />
      <Textarea
        label={t('form.message')}
        description={t('form.message_hint', {
          count: message.length,
          max: notificationMessageMaxLength,
        })}
        withAsterisk
        autosize
        minRows={2}
        error={errorText(t, errors.message?.message)}
        {...form.register('message')}
      />
      <Textarea
        label={t('form.extra_info')}
        description={t('form.extra_info_hint')}
        autosize
        minRows={4}
        maxRows={14}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        error={errorText(t, errors.extra_info?.message)}
        {...form.register('extra_info')}
      />
      <ExtraInfoPreview html={extraInfo} />
      <TranslatedTexts language="en" form={form} />
      <TranslatedTexts language="sv" form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="datetime-local"
          label={t('form.start')}
          description={t('form.time_hint')}
          withAsterisk
          error={errorText(t, errors.start_showing?.message)}
          {...form.register('start_showing')}
        />
        <TextInput
          type="datetime-local"
          label={t('form.stop')}
          description={t('form.time_hint')}
          withAsterisk
          error={errorText(t, errors.stop_showing?.message)}
          {...form.register('stop_showing')}
        />
      </SimpleGrid>
    </AdminForm>
  );
}
