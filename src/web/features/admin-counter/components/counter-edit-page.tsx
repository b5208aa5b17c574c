import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminFormPage } from '#web/components/admin/admin-form-page.tsx';
import { LoadState } from '#web/components/admin/load-state.tsx';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { isApiError } from '#web/lib/api/client.ts';
import { counterQuery, useCounter } from '../api/get-counter';
import { useUpdateCounter } from '../api/update-counter';
import { counterIdToLoad } from '../lib/counter-form';
import { CounterForm } from './counter-form';

/** /admin/counter/edit/:counterId: the one configuration (ids 1 and lower load 8888). */
export function CounterEditPage() {
  const { t } = useTranslation('admin-counter');
  const id = counterIdToLoad(useParams().counterId);
  const counter = useCounter(id);
  const update = useUpdateCounter(id);
  const queryClient = useQueryClient();
  return (
    <AdminFormPage
      backTo="/admin/counter/list"
      backLabel={t('back')}
      title={t('edit_title')}
      subtitle={t('live_hint')}
      width={960}
      card={false}
    >
      <LoadState
        query={counter}
        isValidId={id !== 0}
        texts={{ notFound: t('not_found'), loading: t('loading'), loadFailed: t('load_failed') }}
        showLoadingText
      >
        {(data) => (
          <CounterForm
            initial={data}
            onSave={async (values) => {
              try {
                const saved = await update.mutateAsync(values);
                showSuccess(t('updated'));
                return saved;
              } catch (error) {
                // A stale save is explained on the form (who saved, and Reload).
                if (!isApiError(error, 'CONFLICT')) showError(t('save_failed'));
                throw error;
              }
            }}
            onReload={() => queryClient.fetchQuery(counterQuery(id))}
          />
        )}
      </LoadState>
    </AdminFormPage>
  );
}

export { CounterEditPage as Component };
